import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allowedQuantity, type PriceList, quantityProblem, type SizeTerms, wholesaleUnitPrice } from "./price-lists.ts";
import { discountedPrice } from "./pricing.ts";

const size500 = { variantId: 7, categoryId: 2, price: 950, discount: 0 };

function list(sizes: [number, SizeTerms][] = [], categories: [number, number][] = []): PriceList {
  return { id: 1, name: "Mayorista A", sizes: new Map(sizes), categoryPercent: new Map(categories) };
}

describe("wholesaleUnitPrice: section 9's step 0", () => {
  it("gives retail to a buyer without a list, and to a size the list does not name", () => {
    expect(wholesaleUnitPrice({ ...size500, discount: 10 }, 3, null)).toEqual({
      unitPrice: 855,
      retailUnitPrice: 855,
      source: "retail",
    });
    expect(wholesaleUnitPrice(size500, 3, list()).source).toBe("retail");
  });

  it("takes the issue's breaks: 1-4 at $ 900, 5-9 at $ 850, 10 or more at $ 800", () => {
    const l = list([
      [
        7,
        {
          breaks: [
            { from: 1, price: 900 },
            { from: 5, price: 850 },
            { from: 10, price: 800 },
          ],
        },
      ],
    ]);
    expect([1, 4, 5, 9, 10, 40].map((q) => wholesaleUnitPrice(size500, q, l).unitPrice)).toEqual([
      900, 900, 850, 850, 800, 800,
    ]);
    expect(wholesaleUnitPrice(size500, 5, l)).toEqual({ unitPrice: 850, retailUnitPrice: 950, source: "break" });
  });

  it("uses the size's fixed price or percent below the first break, else the category's percent", () => {
    const l = list(
      [
        [7, { price: { kind: "fixed", price: 880 }, breaks: [{ from: 10, price: 800 }] }],
        [8, { price: { kind: "percent", percent: 15 } }],
      ],
      [[2, 10]],
    );
    expect(wholesaleUnitPrice(size500, 9, l)).toMatchObject({ unitPrice: 880, source: "fixed" });
    expect(wholesaleUnitPrice(size500, 10, l)).toMatchObject({ unitPrice: 800, source: "break" });
    expect(wholesaleUnitPrice({ ...size500, variantId: 8, price: 333 }, 1, l)).toMatchObject({
      unitPrice: 283,
      source: "percent",
    });
    expect(wholesaleUnitPrice({ ...size500, variantId: 9 }, 1, l)).toMatchObject({
      unitPrice: 855,
      source: "category",
    });
    expect(wholesaleUnitPrice({ ...size500, variantId: 9, categoryId: null }, 1, l).source).toBe("retail");
  });

  it("takes a break only where it is lower than the list's own price for the size", () => {
    const l = list([[7, { price: { kind: "fixed", price: 500 }, breaks: [{ from: 10, price: 800 }] }]]);
    expect(wholesaleUnitPrice(size500, 10, l)).toMatchObject({ unitPrice: 500, source: "fixed" });
  });

  it("never charges a business buyer more than retail (a product on sale)", () => {
    const l = list([[7, { price: { kind: "fixed", price: 900 } }]]);
    expect(wholesaleUnitPrice({ ...size500, discount: 20 }, 1, l)).toEqual({
      unitPrice: 760,
      retailUnitPrice: 760,
      source: "retail",
    });
  });

  it("property: never above retail, and never dearer per unit for more units", () => {
    const breaks = fc.uniqueArray(fc.integer({ min: 1, max: 200 }), { minLength: 0, maxLength: 5 }).chain((froms) =>
      fc
        .uniqueArray(fc.integer({ min: 0, max: 5000 }), { minLength: froms.length, maxLength: froms.length })
        .map((prices) => {
          const sortedFroms = [...froms].sort((a, b) => a - b);
          const sortedPrices = [...prices].sort((a, b) => b - a);
          return sortedFroms.map((from, i) => ({ from, price: sortedPrices[i]! }));
        }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 100 }),
        breaks,
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
        fc.integer({ min: 1, max: 300 }),
        (price, discount, bs, percent, q) => {
          const l = list([
            [7, { breaks: bs, ...(percent === undefined ? {} : { price: { kind: "percent", percent } as const }) }],
          ]);
          const size = { ...size500, price, discount };
          const now = wholesaleUnitPrice(size, q, l);
          const more = wholesaleUnitPrice(size, q + 1, l);
          return (
            now.unitPrice <= discountedPrice(price, discount) &&
            now.retailUnitPrice === discountedPrice(price, discount) &&
            more.unitPrice <= now.unitPrice &&
            Number.isInteger(now.unitPrice)
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("minimums and multiples for business buyers", () => {
  const terms = { minQuantity: 5, multiple: 5 };
  it("refuses below the minimum and off the multiple, in Spanish", () => {
    expect(quantityProblem("Glicerina (1000 grs)", 3, terms)).toBe("Glicerina (1000 grs): mínimo 5 unidades.");
    expect(quantityProblem("Glicerina (1000 grs)", 7, terms)).toBe(
      "Glicerina (1000 grs): se vende en múltiplos de 5 unidades.",
    );
    expect(quantityProblem("Glicerina (1000 grs)", 10, terms)).toBeNull();
    expect(quantityProblem("Glicerina (1000 grs)", 1, undefined)).toBeNull();
  });

  it("rounds a quantity up to the next allowed one", () => {
    expect([1, 5, 6, 10, 11].map((q) => allowedQuantity(q, terms))).toEqual([5, 5, 10, 10, 15]);
    expect(allowedQuantity(3, { minQuantity: 4, multiple: 3 })).toBe(6);
    expect(allowedQuantity(2, undefined)).toBe(2);
  });
});
