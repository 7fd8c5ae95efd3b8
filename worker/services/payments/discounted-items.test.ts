import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleOrder } from "../mail/previews.ts";
import { discountedItems } from "./start-checkout.ts";

const line = (lineTotal: number, quantity = 1) => ({
  productName: "Aceite",
  productSlug: "aceite",
  size: 30,
  unit: "cc",
  unitPrice: lineTotal / quantity,
  quantity,
  lineTotal,
  ivaRate: "basica" as const,
});

describe("Mercado Pago's items with a discount code", () => {
  it("sends each line at its total minus its share, adding up to the products total exactly", () => {
    const order = sampleOrder({
      items: [line(1000, 2), line(333), line(667)],
      codeDiscount: 200,
      discountCode: "DIEZ",
    });
    const items = discountedItems(order);
    expect(items.map((i) => i.unitPrice)).toEqual([900, 300, 600]); // 10 %: shares 100, 33 and 67 (largest remainder);
    expect(items.every((i) => i.quantity === 1)).toBe(true);
    expect(items[0]!.title).toBe("Aceite (30 cc) × 2, cupón DIEZ");
  });

  it("always adds up to lines − discount, never below zero per line", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 10 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (totals, share) => {
          const sum = totals.reduce((a, b) => a + b, 0);
          const discount = Math.floor(sum * share);
          const items = discountedItems({
            items: totals.map((t) => line(t)),
            codeDiscount: discount,
            discountCode: "X",
          });
          const sent = items.reduce((a, i) => a + i.unitPrice * i.quantity, 0);
          return sent === sum - discount && items.every((i) => i.unitPrice > 0);
        },
      ),
    );
  });
});
