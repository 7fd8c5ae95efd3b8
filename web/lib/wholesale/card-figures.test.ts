import { describe, expect, it } from "vitest";
import type { WholesaleSize } from "../../../domain/api/wholesale.ts";
import { cardFigures } from "./card-figures.ts";

function size(over: Partial<WholesaleSize>): WholesaleSize {
  return {
    variantId: 11,
    productId: 1,
    unitPrice: 900,
    retailUnitPrice: 1000,
    breaks: [],
    minQuantity: 1,
    multiple: 1,
    ...over,
  };
}

describe("cardFigures (issue 44: what a product card shows a business buyer)", () => {
  it("gives each size the list's 1-unit price with retail to strike through", () => {
    const figures = cardFigures([
      size({ variantId: 11, unitPrice: 900, retailUnitPrice: 1000, breaks: [{ from: 5, price: 850 }] }),
      size({ variantId: 12, unitPrice: 1700, retailUnitPrice: 1900 }),
    ]);
    expect(figures.get(11)).toEqual({ price: 1000, finalPrice: 900 });
    expect(figures.get(12)).toEqual({ price: 1900, finalPrice: 1700 });
  });

  it("leaves out a size the list does not lower, so its card keeps retail", () => {
    const figures = cardFigures([
      size({ variantId: 11, unitPrice: 760, retailUnitPrice: 760 }),
      size({ variantId: 12 }),
    ]);
    expect(figures.has(11)).toBe(false);
    expect([...figures.keys()]).toEqual([12]);
  });
});
