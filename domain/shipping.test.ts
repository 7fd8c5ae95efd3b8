import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderTotals } from "./pricing.ts";
import { shippingSettingsSchema } from "./schemas/shipping.ts";
import {
  cartGrams,
  DEFAULT_SHIPPING,
  gramsFromSize,
  INTERIOR_DEPARTMENTS,
  interiorShipping,
  NO_WEIGHT_NOTICE,
  type ShippingTable,
  tablePrice,
  trackingUrl,
} from "./shipping.ts";
import { DEFAULT_SHOP_RULES } from "./shop-rules-defaults.ts";

// The interior table (issue 45 part 2): departments × weight bands → whole pesos, a default past the last band.

/** A valid table as the schema accepts it: ascending bands, prices that never go down, the default last. */
const tableArb: fc.Arbitrary<ShippingTable> = fc
  .uniqueArray(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 6 })
  .chain((raw) => {
    const bands = [...raw].sort((a, b) => a - b);
    const row = fc
      .array(fc.integer({ min: 0, max: 5_000 }), { minLength: bands.length + 1, maxLength: bands.length + 1 })
      .map((steps) => {
        const running = steps.map((_, i) => steps.slice(0, i + 1).reduce((a, b) => a + b, 0));
        return { prices: running.slice(0, -1), fallback: running.at(-1)! };
      });
    return fc
      .array(row, { minLength: INTERIOR_DEPARTMENTS.length, maxLength: INTERIOR_DEPARTMENTS.length })
      .map((rows) => ({
        bands,
        rows: rows.map((r, i) => ({ department: INTERIOR_DEPARTMENTS[i]!, served: true, ...r })),
      }));
  });

const department = fc.constantFrom(...INTERIOR_DEPARTMENTS);
const grams = fc.integer({ min: 1, max: 100_000 });

describe("the interior table's band lookup", () => {
  it("every table the generator makes is one the owner could save", () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        expect(shippingSettingsSchema.safeParse({ carriers: [], cost: "table", table }).success).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it("is monotone in weight: a heavier parcel never costs less", () => {
    fc.assert(
      fc.property(tableArb, department, grams, grams, (table, d, a, b) => {
        const [light, heavy] = a <= b ? [a, b] : [b, a];
        expect(tablePrice(table, d, light)!).toBeLessThanOrEqual(tablePrice(table, d, heavy)!);
      }),
    );
  });

  it("gives the first band that holds the weight, band edges included, and the default past the last band", () => {
    fc.assert(
      fc.property(tableArb, department, (table, d) => {
        const row = table.rows.find((r) => r.department === d)!;
        table.bands.forEach((upTo, i) => {
          expect(tablePrice(table, d, upTo)).toBe(row.prices[i]);
          if (i > 0) expect(tablePrice(table, d, table.bands[i - 1]! + 1)).toBe(row.prices[i]);
        });
        expect(tablePrice(table, d, table.bands.at(-1)! + 1)).toBe(row.fallback);
      }),
    );
  });

  it("charges whole pesos, never negative, and nothing to a department the table leaves out", () => {
    fc.assert(
      fc.property(tableArb, department, grams, (table, d, g) => {
        const fee = interiorShipping({ cost: "table", table }, d, [{ shippingGrams: g, quantity: 1 }]).fee;
        expect(Number.isSafeInteger(fee) && fee >= 0).toBe(true);
        const without = { ...table, rows: table.rows.map((r) => (r.department === d ? { ...r, served: false } : r)) };
        expect(tablePrice(without, d, g)).toBeNull();
      }),
    );
  });

  it("falls back to 'paga el destinatario' when a size has no weight, with a notice for the owner", () => {
    fc.assert(
      fc.property(tableArb, department, fc.array(fc.option(grams), { minLength: 1, maxLength: 8 }), (table, d, ws) => {
        const lines = ws.map((shippingGrams) => ({ shippingGrams, quantity: 2 }));
        const priced = interiorShipping({ cost: "table", table }, d, lines);
        if (ws.includes(null)) {
          expect(priced).toEqual({ fee: 0, paidByReceiver: true, grams: null, notice: NO_WEIGHT_NOTICE });
        } else {
          const total = ws.reduce((sum: number, w) => sum + w! * 2, 0);
          expect(priced).toEqual({
            fee: tablePrice(table, d, total),
            paidByReceiver: false,
            grams: total,
            notice: null,
          });
        }
      }),
    );
  });

  it("'paga el destinatario' (the default) charges nothing whatever the weight", () => {
    fc.assert(
      fc.property(department, grams, (d, g) => {
        expect(interiorShipping(DEFAULT_SHIPPING, d, [{ shippingGrams: g, quantity: 1 }])).toEqual({
          fee: 0,
          paidByReceiver: true,
          grams: null,
          notice: null,
        });
      }),
    );
  });
});

describe("the table's edge cases and helpers", () => {
  const table: ShippingTable = {
    bands: [1000, 5000],
    rows: INTERIOR_DEPARTMENTS.map((d) => ({ department: d, prices: [200, 300], fallback: 450, served: true })),
  };

  it("prices Salto by the cart's weight", () => {
    expect(cartGrams([{ shippingGrams: 500, quantity: 2 }])).toBe(1000);
    expect(tablePrice(table, "Salto", 1000)).toBe(200);
    expect(tablePrice(table, "Salto", 1001)).toBe(300);
    expect(tablePrice(table, "Salto", 5001)).toBe(450);
    expect(tablePrice(table, "Montevideo", 10)).toBeNull();
  });

  it("goes into the order's totals as the delivery fee, waived by a free-delivery code", () => {
    const base = {
      lines: [{ unitPrice: 1000, quantity: 3 }],
      deliveryMethod: "delivery" as const,
      town: "Salto",
      paymentMethod: "mercadopago" as const,
      rules: DEFAULT_SHOP_RULES,
      interior: { fee: 300, paidByReceiver: false },
    };
    expect(orderTotals(base)).toMatchObject({ deliveryFee: 300, deliveryPaidByReceiver: false, total: 3300 });
    const free = orderTotals({ ...base, code: { kind: "free_delivery", value: 0, eligibleSubtotal: 3000 } });
    expect(free).toMatchObject({ deliveryFee: 0, total: 3000 });
    // Montevideo keeps its own fee whatever the interior's table says.
    expect(orderTotals({ ...base, town: "Montevideo" }).deliveryFee).toBe(350);
  });

  it("builds the tracking link from the carrier's pattern", () => {
    expect(trackingUrl("https://dac.com.uy/rastreo?guia={numero}", " UY 12/3 ")).toBe(
      "https://dac.com.uy/rastreo?guia=UY%2012%2F3",
    );
    expect(trackingUrl("", "UY1")).toBeNull();
    expect(trackingUrl("https://x.uy/{numero}", "")).toBeNull();
  });

  it("prefills a size's weight: grams for grs, a gram per cc or ml", () => {
    expect(gramsFromSize(500, "grs")).toBe(500);
    expect(gramsFromSize(1000, "cc")).toBe(1000);
    expect(gramsFromSize(30, "ml")).toBe(30);
    expect(gramsFromSize(30, "kg")).toBeNull();
  });

  it("refuses a tracking pattern without https or with no or two placeholders", () => {
    const withPattern = (trackingPattern: string) =>
      shippingSettingsSchema.safeParse({
        carriers: [{ id: "dac", modes: "agency", trackingPattern }],
        cost: "receiver",
        table: DEFAULT_SHIPPING.table,
      }).success;
    expect(withPattern("https://www.dac.com.uy/rastreo?guia={numero}")).toBe(true);
    expect(withPattern("")).toBe(true);
    expect(withPattern("http://www.dac.com.uy/rastreo?guia={numero}")).toBe(false);
    expect(withPattern("https://www.dac.com.uy/rastreo")).toBe(false);
    expect(withPattern("https://www.dac.com.uy/{numero}?g={numero}")).toBe(false);
  });
});
