import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allowedQuantity,
  type BuyerWholesale,
  type PriceListRow,
  priceListFrom,
  wholesaleUnitPrice,
} from "../../domain/price-lists.ts";
import { type CodeTerms, orderTotals } from "../../domain/pricing.ts";
import { orderRequest } from "../../domain/schemas/checkout.ts";
import { serviceRole } from "../../worker/db/database.ts";
import { readShopSettings } from "../../worker/db/settings.ts";
import { previewOrder } from "../../worker/services/place-order.ts";
import { customer } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";
import { newCategory, newSize, type SizeRow } from "../support/wholesale.ts";

// Issue 44 (decision 036): random lists, breaks, minimums, multiples, quantities, codes and payment methods, priced by
// the server's order pricing (previewOrder: the same priceOrder placing runs) for a wholesale buyer, equal the domain
// rules (section 9 with step 0); a buyer never pays more than retail per unit, and more units never cost more per unit.

let shop: TestShop;
let sizes: (SizeRow & { price: number; discount: number; categoryId: number })[];
let shopTransferPercent: number;

const CODES: Record<string, Omit<CodeTerms, "eligibleSubtotal">> = {
  PROPPCT10: { kind: "percent", value: 10 },
  PROPMONTO300: { kind: "amount", value: 300 },
  PROPENVIO: { kind: "free_delivery", value: 0 },
};

beforeAll(async () => {
  shop = await startTestShop();
  const category = await newCategory(shop, "Aceites al por mayor");
  const specs = [
    { price: 1000, discount: 0 },
    { price: 400, discount: 15 },
    { price: 2350, discount: 0 },
  ];
  sizes = [];
  for (const s of specs)
    sizes.push({ ...(await newSize(shop, { categoryId: category, ...s })), ...s, categoryId: category });
  for (const [code, terms] of Object.entries(CODES)) {
    await shop.pg.query("insert into discount_codes (code, kind, value, wholesale_allowed) values ($1, $2, $3, true)", [
      code,
      terms.kind,
      terms.value,
    ]);
  }
  shopTransferPercent = (await shop.db.run(serviceRole, readShopSettings)).rules.transferDiscountPercent;
});
afterAll(() => shop.close());

/** A size's terms on a random list: a price or not, breaks ascending with falling prices, a minimum and multiple. */
const sizeTerms = fc.record({
  price: fc.oneof(
    fc.constant(null),
    fc.record({ fixedPrice: fc.integer({ min: 1, max: 2500 }) }),
    fc.record({ percent: fc.integer({ min: 1, max: 90 }) }),
  ),
  breaks: fc.uniqueArray(fc.integer({ min: 2, max: 30 }), { maxLength: 4 }).chain((froms) =>
    fc
      .uniqueArray(fc.integer({ min: 1, max: 2500 }), { minLength: froms.length, maxLength: froms.length })
      .map((prices) => {
        const ascending = [...froms].sort((a, b) => a - b);
        const falling = [...prices].sort((a, b) => b - a);
        return ascending.map((from, i) => ({ from, price: falling[i]! }));
      }),
  ),
  multiple: fc.constantFrom(1, 2, 5),
  times: fc.integer({ min: 0, max: 3 }),
});

const scenario = fc.record({
  terms: fc.tuple(fc.option(sizeTerms), fc.option(sizeTerms), fc.option(sizeTerms)),
  categoryPercent: fc.option(fc.integer({ min: 1, max: 90 })),
  transferDiscountPercent: fc.option(fc.integer({ min: 0, max: 20 })),
  wanted: fc.tuple(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 1, max: 25 }), fc.integer({ min: 1, max: 25 })),
  lines: fc.subarray([0, 1, 2], { minLength: 1 }),
  code: fc.constantFrom(null, ...Object.keys(CODES)),
  paymentMethod: fc.constantFrom("bank" as const, "mercadopago" as const),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function listRow(s: Scenario): PriceListRow {
  return {
    id: 1,
    name: "Lista al azar",
    transferDiscountPercent: s.transferDiscountPercent,
    categories: s.categoryPercent === null ? [] : [{ categoryId: sizes[0]!.categoryId, percent: s.categoryPercent }],
    sizes: s.terms.flatMap((t, i) =>
      t === null
        ? []
        : [
            {
              variantId: sizes[i]!.variantId,
              fixedPrice: t.price && "fixedPrice" in t.price ? t.price.fixedPrice : null,
              percent: t.price && "percent" in t.price ? t.price.percent : null,
              breaks: t.breaks,
              minQuantity: t.times === 0 ? null : t.multiple * t.times,
              multiple: t.multiple === 1 ? null : t.multiple,
            },
          ],
    ),
  };
}

describe("a wholesale buyer's order, priced by the server", () => {
  it("equals section 9 with step 0 from the domain rules, never above retail, never dearer per unit for more", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const row = listRow(s);
        const list = priceListFrom(row);
        const wholesale: BuyerWholesale = {
          company: { id: 1, rut: "210000000019", legalName: "Al azar S.A.", fiscalAddress: "", activity: "otra" },
          list: row,
        };
        const lines = s.lines.map((i) => {
          const size = sizes[i]!;
          const terms = list.sizes.get(size.variantId);
          const quantity = allowedQuantity(s.wanted[i]!, terms);
          return { size, quantity };
        });
        const request = orderRequest.parse(
          customer({
            items: lines.map(({ size, quantity }) => ({
              productId: size.productId,
              variantId: size.variantId,
              quantity,
            })),
            idempotencyKey: crypto.randomUUID(),
            paymentMethod: s.paymentMethod,
            ...(s.code ? { discountCode: s.code } : {}),
          }),
        );
        const deps = {
          db: shop.db,
          shopEmail: "ventas@example.com",
          siteUrl: "http://localhost",
          now: () => new Date(),
        };
        const preview = await previewOrder(deps, request, undefined, wholesale);

        const expected = lines.map(({ size, quantity }) => {
          const retail = {
            variantId: size.variantId,
            categoryId: size.categoryId,
            price: size.price,
            discount: size.discount,
          };
          return { ...wholesaleUnitPrice(retail, quantity, list), quantity };
        });
        expect(preview.lines.map((l) => l.unitPrice)).toEqual(expected.map((e) => e.unitPrice));
        for (const [i, l] of preview.lines.entries()) {
          expect(l.unitPrice).toBeLessThanOrEqual(expected[i]!.retailUnitPrice);
          // More units (the next allowed quantity, and far more) never cost more per unit.
          const { size, quantity } = lines[i]!;
          const retail = {
            variantId: size.variantId,
            categoryId: size.categoryId,
            price: size.price,
            discount: size.discount,
          };
          const terms = list.sizes.get(size.variantId);
          for (const more of [allowedQuantity(quantity + 1, terms), allowedQuantity(quantity + 40, terms)]) {
            expect(wholesaleUnitPrice(retail, more, list).unitPrice).toBeLessThanOrEqual(l.unitPrice);
          }
        }
        const subtotal = expected.reduce((sum, e) => sum + e.unitPrice * e.quantity, 0);
        const settings = await shop.db.run(serviceRole, readShopSettings);
        const totals = orderTotals({
          lines: expected,
          deliveryMethod: "pickup",
          town: "",
          paymentMethod: s.paymentMethod,
          rules: {
            ...settings.rules,
            transferDiscountPercent: s.transferDiscountPercent ?? shopTransferPercent,
          },
          code: s.code ? { ...CODES[s.code]!, eligibleSubtotal: subtotal } : null,
        });
        expect(preview.totals).toEqual(totals);
        expect(totals.subtotal).toBeLessThanOrEqual(
          expected.reduce((sum, e) => sum + e.retailUnitPrice * e.quantity, 0),
        );
      }),
      { numRuns: 40 },
    );
  });
});
