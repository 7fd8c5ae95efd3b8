import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codeDiscount, discountedPrice, lineTotal, orderTotals, subtotal, transferDiscount } from "./pricing.ts";
import { DEFAULT_SHOP_RULES } from "./shop-rules-defaults.ts";

const RULES = DEFAULT_SHOP_RULES;

// Postgres' round() on numeric rounds halves away from zero; for the non-negative amounts we have
// that is "half up". This reference works on the exact quotient and remainder.
function sqlRoundPercent(amount: number, percent: number): number {
  const product = amount * percent;
  const whole = Math.floor(product / 100);
  return product % 100 >= 50 ? whole + 1 : whole;
}

describe("discountedPrice", () => {
  it("subtracts the rounded percent", () => {
    expect(discountedPrice(1000, 0)).toBe(1000);
    expect(discountedPrice(1000, 10)).toBe(900);
    expect(discountedPrice(1000, 100)).toBe(0);
    expect(discountedPrice(199, 10)).toBe(179); // 19.9 -> 20
    expect(discountedPrice(194, 10)).toBe(175); // 19.4 -> 19
  });

  it("rounds halves up, like SQL round(numeric)", () => {
    expect(discountedPrice(10, 5)).toBe(9); // 0.5 -> 1
    expect(discountedPrice(30, 5)).toBe(28); // 1.5 -> 2
    expect(discountedPrice(250, 1)).toBe(247); // 2.5 -> 3
    expect(discountedPrice(1, 50)).toBe(0); // 0.5 -> 1
  });

  it("agrees with the SQL formula and with Math.round for every price and percent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (p, d) => {
        const expected = p - sqlRoundPercent(p, d);
        return discountedPrice(p, d) === expected && p - Math.round((p * d) / 100) === expected;
      }),
    );
  });

  it("refuses amounts that are not whole pesos or percents outside 0-100", () => {
    expect(() => discountedPrice(10.5, 5)).toThrow(RangeError);
    expect(() => discountedPrice(-1, 5)).toThrow(RangeError);
    expect(() => discountedPrice(100, 101)).toThrow(RangeError);
    expect(() => discountedPrice(100, 2.5)).toThrow(RangeError);
    expect(() => discountedPrice(Number.NaN, 5)).toThrow(RangeError);
  });
});

describe("lineTotal and subtotal", () => {
  it("multiplies and sums", () => {
    expect(lineTotal(350, 3)).toBe(1050);
    expect(subtotal([])).toBe(0);
    expect(
      subtotal([
        { unitPrice: 350, quantity: 3 },
        { unitPrice: 199, quantity: 1 },
      ]),
    ).toBe(1249);
  });

  it("refuses fractional quantities", () => {
    expect(() => lineTotal(100, 1.5)).toThrow(RangeError);
  });
});

describe("transferDiscount", () => {
  it("is 5% rounded half up", () => {
    expect(transferDiscount(0, 5)).toBe(0);
    expect(transferDiscount(1000, 5)).toBe(50);
    expect(transferDiscount(1249, 5)).toBe(62); // 62.45
    expect(transferDiscount(1250, 5)).toBe(63); // 62.5 -> 63
    expect(transferDiscount(10, 5)).toBe(1); // 0.5 -> 1
    expect(transferDiscount(9, 5)).toBe(0); // 0.45
  });

  it("agrees with the SQL formula", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (s) => transferDiscount(s, 5) === sqlRoundPercent(s, 5)),
    );
  });
});

describe("orderTotals", () => {
  const lines = [
    { unitPrice: 1000, quantity: 2 },
    { unitPrice: 250, quantity: 1 },
  ]; // 2250

  it("pickup, Mercado Pago: just the products", () => {
    expect(
      orderTotals({ lines, deliveryMethod: "pickup", town: "Montevideo", paymentMethod: "mercadopago", rules: RULES }),
    ).toMatchObject({
      subtotal: 2250,
      transferDiscount: 0,
      deliveryFee: 0,
      deliveryPaidByReceiver: false,
      total: 2250,
    });
  });

  it("bank transfer takes 5% off the products but not off the delivery fee", () => {
    expect(
      orderTotals({ lines, deliveryMethod: "delivery", town: "Montevideo", paymentMethod: "bank", rules: RULES }),
    ).toMatchObject({
      subtotal: 2250,
      transferDiscount: 113, // 112.5 -> 113
      deliveryFee: 350,
      deliveryPaidByReceiver: false,
      total: 2250 - 113 + 350,
    });
  });

  it("free Montevideo delivery from $4000, judged before the transfer discount", () => {
    const big = [{ unitPrice: 1000, quantity: 4 }];
    expect(
      orderTotals({ lines: big, deliveryMethod: "delivery", town: "Montevideo", paymentMethod: "bank", rules: RULES }),
    ).toMatchObject({
      subtotal: 4000,
      transferDiscount: 200,
      deliveryFee: 0,
      deliveryPaidByReceiver: false,
      total: 3800,
    });
  });

  it("interior delivery: nothing charged, paid by the receiver", () => {
    expect(
      orderTotals({ lines, deliveryMethod: "delivery", town: "Salto", paymentMethod: "mercadopago", rules: RULES }),
    ).toMatchObject({
      subtotal: 2250,
      transferDiscount: 0,
      deliveryFee: 0,
      deliveryPaidByReceiver: true,
      total: 2250,
    });
  });

  it("total = subtotal - transferDiscount + deliveryFee, never negative", () => {
    const line = fc.record({
      unitPrice: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 50 }),
        fc.constantFrom("pickup" as const, "delivery" as const),
        fc.constantFrom("Montevideo", "Canelones"),
        fc.constantFrom("bank" as const, "mercadopago" as const),
        (ls, deliveryMethod, town, paymentMethod) => {
          const t = orderTotals({ lines: ls, deliveryMethod, town, paymentMethod, rules: RULES });
          return (
            t.total === t.subtotal - t.transferDiscount + t.deliveryFee &&
            t.total >= 0 &&
            Number.isInteger(t.total) &&
            t.transferDiscount <= t.subtotal
          );
        },
      ),
    );
  });
});

describe("with the owner's rules", () => {
  const owner = { montevideoDeliveryFee: 400, freeDeliveryFrom: 6000, transferDiscountPercent: 10 };
  const lines = [{ unitPrice: 2250, quantity: 2 }]; // 4500

  it("prices with the owner's fee, threshold and transfer percent", () => {
    expect(
      orderTotals({ lines, deliveryMethod: "delivery", town: "Montevideo", paymentMethod: "bank", rules: owner }),
    ).toMatchObject({
      subtotal: 4500,
      transferDiscount: 450,
      deliveryFee: 400,
      deliveryPaidByReceiver: false,
      total: 4500 - 450 + 400,
    });
  });

  it("a 0 % discount takes nothing off", () => {
    const none = { ...owner, transferDiscountPercent: 0 };
    expect(orderTotals({ lines, deliveryMethod: "pickup", town: "", paymentMethod: "bank", rules: none }).total).toBe(
      4500,
    );
  });

  it("refuses a percent outside 0-100", () => {
    expect(() => transferDiscount(1000, 101)).toThrow(RangeError);
    expect(() => transferDiscount(1000, 2.5)).toThrow(RangeError);
  });
});

describe("with a discount code (DESIGN.md 9)", () => {
  const lines = [
    { unitPrice: 1000, quantity: 2 },
    { unitPrice: 250, quantity: 1 },
  ]; // 2250
  const base = { lines, deliveryMethod: "delivery" as const, town: "Montevideo", rules: RULES };

  it("a percent code rounds once on the eligible lines, then the transfer discount looks at the products total", () => {
    const t = orderTotals({
      ...base,
      paymentMethod: "bank",
      code: { kind: "percent", value: 10, eligibleSubtotal: 2250 },
    });
    expect(t).toEqual({
      subtotal: 2250,
      codeDiscount: 225,
      freeDelivery: false,
      productsTotal: 2025,
      transferDiscount: 101, // 5 % of 2025 = 101.25
      deliveryFee: 350,
      deliveryPaidByReceiver: false,
      total: 2025 - 101 + 350,
    });
  });

  it("a percent code on some lines only: 15 % of 250 = 37.5 -> 38", () => {
    const t = orderTotals({
      ...base,
      paymentMethod: "mercadopago",
      code: { kind: "percent", value: 15, eligibleSubtotal: 250 },
    });
    expect(t.codeDiscount).toBe(38);
    expect(t.total).toBe(2250 - 38 + 350);
  });

  it("a fixed amount is capped at the eligible lines", () => {
    expect(codeDiscount({ kind: "amount", value: 500, eligibleSubtotal: 250 }, 2250)).toBe(250);
    expect(codeDiscount({ kind: "amount", value: 500, eligibleSubtotal: 2250 }, 2250)).toBe(500);
  });

  it("free delivery waives the Montevideo fee and takes nothing off the products", () => {
    const t = orderTotals({
      ...base,
      paymentMethod: "bank",
      code: { kind: "free_delivery", value: 0, eligibleSubtotal: 2250 },
    });
    expect(t).toMatchObject({ codeDiscount: 0, freeDelivery: true, deliveryFee: 0, transferDiscount: 113 });
    expect(t.total).toBe(2250 - 113);
  });

  it("the free-delivery threshold compares the products total after the code", () => {
    const big = [{ unitPrice: 1000, quantity: 4 }]; // 4000, the threshold
    const t = orderTotals({
      ...base,
      lines: big,
      paymentMethod: "mercadopago",
      code: { kind: "amount", value: 100, eligibleSubtotal: 4000 },
    });
    expect(t.productsTotal).toBe(3900);
    expect(t.deliveryFee).toBe(350);
  });

  it("total = products total − transfer discount + fee, never negative, the code never above the lines", () => {
    const line = fc.record({
      unitPrice: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 20 }),
        fc.constantFrom("percent" as const, "amount" as const, "free_delivery" as const),
        fc.integer({ min: 1, max: 100 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom("bank" as const, "mercadopago" as const),
        (ls, kind, value, share, paymentMethod) => {
          const sub = subtotal(ls);
          const code = { kind, value: kind === "free_delivery" ? 0 : value, eligibleSubtotal: Math.floor(sub * share) };
          const t = orderTotals({ ...base, lines: ls, paymentMethod, code });
          return (
            t.total === t.productsTotal - t.transferDiscount + t.deliveryFee &&
            t.productsTotal === t.subtotal - t.codeDiscount &&
            t.codeDiscount <= code.eligibleSubtotal &&
            t.total >= 0
          );
        },
      ),
    );
  });
});
