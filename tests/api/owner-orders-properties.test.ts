import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnerOrderPreview } from "../../domain/api/owner-orders.ts";
import { chargedUnitPrice } from "../../domain/owner-orders.ts";
import { orderTotals } from "../../domain/pricing.ts";
import { serviceRole } from "../../worker/db/database.ts";
import { readShopSettings } from "../../worker/db/settings.ts";
import { bearer } from "../support/admin-session.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 45: owner-entered pricing (decision 035). Random lines, price changes and discounts, priced by the server's
// preview (the same pricing placing uses): the totals are section 9 on the charged prices, never negative, and an
// accepted discount is never above its line; a refused change is refused for the reason the domain rule gives.

let shop: TestShop;
let admin: Record<string, string>;
let variants: { productId: number; variantId: number; price: number }[];

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
  const { rows } = await shop.pg.query<{ productId: number; variantId: number; price: number }>(
    `select p.id::int as "productId", v.id::int as "variantId", v.final_price as price
       from product_variants v join products p on p.id = v.product_id
      where p.published and p.stock_mode = 'size' and v.stock >= 10 and v.final_price > 0
      order by v.id limit 6`,
  );
  variants = rows;
  expect(variants.length).toBeGreaterThanOrEqual(3);
});
afterAll(() => shop.close());

const change = fc.oneof(
  fc.constant({}),
  fc.record({ unitPrice: fc.integer({ min: -50, max: 5000 }), reason: fc.constantFrom("cliente frecuente", "") }),
  fc.record({ discount: fc.integer({ min: 0, max: 5000 }), reason: fc.constant("promoción") }),
  fc.record({
    unitPrice: fc.integer({ min: 1, max: 5000 }),
    discount: fc.integer({ min: 0, max: 5000 }),
    reason: fc.constant("mayorista"),
  }),
);

describe("owner-entered pricing (property)", () => {
  it("totals are section 9 on the charged prices, never negative, a discount never above its line", async () => {
    const rules = (await shop.db.run(serviceRole, readShopSettings)).rules;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.nat(variants.length - 1), { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), change), { minLength: 3, maxLength: 3 }),
        fc.constantFrom("bank", "mercadopago", "counter"),
        async (picked, specs, payment) => {
          const lines = picked.map((index, i) => ({
            variant: variants[index]!,
            quantity: specs[i]![0],
            change: specs[i]![1],
          }));
          const res = await shop.request("/api/admin/orders", {
            method: "POST",
            headers: { ...admin, "content-type": "application/json" },
            body: JSON.stringify({
              channel: "whatsapp",
              preview: true,
              idempotencyKey: crypto.randomUUID(),
              customer: { email: "prop@example.com", firstName: "Prop" },
              deliveryMethod: "pickup",
              payment,
              counterKind: "EFECTIVO",
              items: lines.map((l) => ({
                productId: l.variant.productId,
                variantId: l.variant.variantId,
                quantity: l.quantity,
                ...l.change,
              })),
            }),
          });
          const expected = lines.map((l) => chargedUnitPrice(l.variant.price, l.change));
          const refused = expected.find((e) => !e.ok);
          if (refused && !refused.ok) {
            expect(res.status).toBe(400);
            expect(((await res.json()) as { error: { code: string } }).error.code).toBe(refused.code);
            return;
          }
          expect(res.status, await res.clone().text()).toBe(200);
          const preview = (await res.json()) as OwnerOrderPreview;
          const charged = expected.map((e, i) => ({ unitPrice: e.ok ? e.unitPrice : 0, quantity: lines[i]!.quantity }));
          expect(preview.totals).toEqual(
            orderTotals({
              lines: charged,
              deliveryMethod: "pickup",
              town: "",
              paymentMethod: payment as "bank",
              rules,
            }),
          );
          expect(preview.totals.total).toBeGreaterThan(0);
          preview.lines.forEach((line, i) => {
            expect(line.unitPrice).toBeGreaterThan(0);
            // What the owner took off the line never exceeds the line at its list or given price.
            const base = (lines[i]!.change as { unitPrice?: number }).unitPrice ?? line.listPrice;
            const takenOff = base * line.quantity - line.lineTotal;
            expect(takenOff).toBeGreaterThanOrEqual(0);
            expect(takenOff).toBeLessThan(base * line.quantity);
            expect(line.lineTotal).toBe(line.unitPrice * line.quantity);
          });
        },
      ),
      { numRuns: 40, seed: 20261204 },
    );
  });

  it("chargedUnitPrice: accepted prices are positive and a discount never exceeds the price it comes off", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.option(fc.integer({ min: -1000, max: 100_000 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
        (list, unitPrice, discount) => {
          const result = chargedUnitPrice(list, { unitPrice, discount, reason: "motivo" });
          const base = unitPrice ?? list;
          if (result.ok) {
            expect(result.unitPrice).toBeGreaterThan(0);
            expect(result.unitPrice).toBe(base - (discount ?? 0));
            expect(discount ?? 0).toBeLessThanOrEqual(base);
          } else {
            expect(base <= 0 || (discount ?? 0) >= base).toBe(true);
          }
          // Without a reason, any change is refused.
          const bare = chargedUnitPrice(list, { unitPrice, discount });
          if (unitPrice !== undefined || discount) expect(bare.ok).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});
