import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { scratchShop, serverUrl, warnWithoutServer } from "../support/server-database.ts";

/**
 * A discount code's uses are counted atomically (issue 25; worker/db/coupons.ts redeemCoupon): 50 concurrent
 * checkouts on a code with 10 uses left give exactly 10 orders with the code, and the refused ones sell nothing.
 * Per e-mail too: 20 concurrent checkouts by one shopper on a once-per-e-mail code give one order. PGlite runs
 * one query at a time, so this proves something only on a real server (TEST_DATABASE_URL).
 */
warnWithoutServer("coupon-uses.test.ts");

const BUYERS = 50;
const USES_LEFT = 10;

describe.runIf(serverUrl)("discount code uses under concurrency (real Postgres)", () => {
  const shop = scratchShop("shop_coupon_uses");
  const executionCtx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never;
  const app = () => createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db));

  async function product(slug: string) {
    const [p] = await shop.sql<{ id: number }[]>`
      insert into products (slug, name, stock_mode, bulk_stock, unit)
      values (${slug}, ${`Jabón ${slug}`}, 'size', 0, 'grs') returning id::int`;
    const [v] = await shop.sql<{ id: number }[]>`
      insert into product_variants (product_id, size, price, stock) values (${p!.id}, 100, 1000, 1000)
      returning id::int`;
    return { productId: p!.id, variantId: v!.id };
  }

  async function rush(
    tag: string,
    net: number,
    code: string,
    item: { productId: number; variantId: number },
    email: (i: number) => string,
    buyers: number,
  ) {
    const responses = await Promise.all(
      Array.from({ length: buyers }, (_, i) =>
        app().request(
          "/api/orders",
          {
            method: "POST",
            headers: { "content-type": "application/json", "cf-connecting-ip": `198.19.${net}.${i}` },
            body: JSON.stringify({
              email: email(i),
              firstName: "Comprador",
              lastName: String(i),
              phone: "099 000 000",
              deliveryMethod: "pickup",
              paymentMethod: "bank",
              acceptTerms: true,
              items: [{ ...item, quantity: 1 }],
              discountCode: code,
              idempotencyKey: `${tag}-${i}-${Date.now()}`,
            }),
          },
          {},
          executionCtx,
        ),
      ),
    );
    return Promise.all(responses.map(async (r) => ({ status: r.status, body: await r.json() })));
  }

  it(`${BUYERS} concurrent checkouts on a code with ${USES_LEFT} uses left -> exactly ${USES_LEFT} orders`, async () => {
    const item = await product("cupon-total");
    // 15 uses, 5 already counted: 10 left.
    const [code] = await shop.sql<{ id: number }[]>`
      insert into discount_codes (code, kind, value, max_uses, uses) values ('RAPIDO', 'percent', 10, 15, 5)
      returning id::int`;
    const results = await rush("total", 1, "rapido", item, (i) => `comprador${i}@example.com`, BUYERS);
    const placed = results.filter((r) => r.status === 201);
    expect(placed).toHaveLength(USES_LEFT);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe("Este cupón ya no tiene usos disponibles.");
    }
    const [after] = await shop.sql<{ uses: number }[]>`select uses from discount_codes where id = ${code!.id}`;
    expect(after!.uses).toBe(15);
    const [orders] = await shop.sql<{ n: number; redemptions: number }[]>`
      select count(*)::int as n,
             (select count(*)::int from discount_code_redemptions where code_id = ${code!.id}) as redemptions
        from orders where discount_code = 'RAPIDO'`;
    expect(orders).toEqual({ n: USES_LEFT, redemptions: USES_LEFT });
    // Refused checkouts took no stock.
    const [v] = await shop.sql<{ stock: number }[]>`select stock from product_variants where id = ${item.variantId}`;
    expect(v!.stock).toBe(1000 - USES_LEFT);
  }, 60_000);

  it("20 concurrent checkouts by one e-mail on a once-per-e-mail code -> one order", async () => {
    const item = await product("cupon-email");
    await shop.sql`insert into discount_codes (code, kind, value, max_uses_per_email) values ('UNOXPERSONA', 'amount', 100, 1)`;
    const results = await rush(
      "email",
      2,
      "UNOXPERSONA",
      item,
      (i) => (i % 2 ? "Ana@Example.com" : "ana@example.com"),
      20,
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) expect(r.body.error.message).toBe("Ya usó este cupón.");
  }, 60_000);
});
