import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { scratchShop, serverUrl, warnWithoutServer } from "../support/server-database.ts";

/**
 * 200 concurrent checkouts never oversell, whichever way a product counts its stock (DESIGN.md section 10):
 * by size (a size with 10 units gives exactly 10 orders), in bulk (1500 cc bought as 1000 cc and 500 cc never
 * gives out more than 1500 cc), and carts that mix both. PGlite runs one query at a time, so this proves
 * something only on a real server: TEST_DATABASE_URL (CI starts Debian's PostgreSQL and sets it). In CI the
 * variable is mandatory; elsewhere the test says why it did not run.
 */
warnWithoutServer("oversell.test.ts");

const BUYERS = 200;
const STOCK = 10;
const ROUNDS = 2;
const BULK = 1500;

type Item = { productId: number; variantId: number; quantity: number };

describe.runIf(serverUrl)("oversell under concurrency (real Postgres)", () => {
  const shop = scratchShop("shop_oversell");
  const executionCtx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never;
  const app = () => createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db));

  async function product(slug: string, mode: "size" | "bulk", bulk: number, sizes: [number, number][]) {
    const [p] = await shop.sql<{ id: number }[]>`
      insert into products (slug, name, stock_mode, bulk_stock, unit)
      values (${slug}, ${`Bidón ${slug}`}, ${mode}, ${bulk}, 'cc') returning id::int`;
    const variants: Record<number, number> = {};
    for (const [size, stock] of sizes) {
      const [v] = await shop.sql<{ id: number }[]>`
        insert into product_variants (product_id, size, price, stock) values (${p!.id}, ${size}, 100, ${stock})
        returning id::int`;
      variants[size] = v!.id;
    }
    return { id: p!.id, variants };
  }

  /** BUYERS concurrent orders, buyer i with cart(i); the statuses, in buyer order. */
  let rushes = 0;
  async function rush(tag: string, cart: (i: number) => Item[]) {
    const net = ++rushes;
    const responses = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) =>
        app().request(
          "/api/orders",
          {
            method: "POST",
            // One address per buyer: 200 shoppers, not one client over its order rate limit.
            headers: { "content-type": "application/json", "cf-connecting-ip": `198.18.${net}.${i}` },
            body: JSON.stringify({
              email: `comprador${i}@example.com`,
              firstName: "Comprador",
              lastName: String(i),
              phone: "099 000 000",
              deliveryMethod: "pickup",
              paymentMethod: "bank",
              acceptTerms: true,
              items: cart(i),
              idempotencyKey: `${tag}-buyer-${i}-${Date.now()}`,
            }),
          },
          {},
          executionCtx,
        ),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    return statuses;
  }

  /** Units sold of each variant, and the cc taken from the product's bulk, by what the lines recorded. */
  async function sold(productId: number) {
    const rows = await shop.sql<{ variantId: number; units: number; bulk: number }[]>`
      select variant_id::int as "variantId", sum(quantity)::int as units,
             coalesce(sum(stock_amount) filter (where stock_source = 'bulk'), 0)::int as bulk
        from order_items where product_id = ${productId} group by variant_id`;
    return {
      units: Object.fromEntries(rows.map((r) => [r.variantId, r.units])) as Record<number, number>,
      bulk: rows.reduce((sum, r) => sum + r.bulk, 0),
    };
  }

  const stockNow = async (productId: number) => {
    const [p] = await shop.sql<{ bulk: number; quantity: number }[]>`
      select bulk_stock as bulk, quantity from products where id = ${productId}`;
    const vs = await shop.sql<{ id: number; stock: number }[]>`
      select id::int, stock from product_variants where product_id = ${productId}`;
    return { ...p!, sizes: Object.fromEntries(vs.map((v) => [v.id, v.stock])) as Record<number, number> };
  };

  for (let round = 1; round <= ROUNDS; round++) {
    it(`by size, round ${round}: ${BUYERS} buyers of a size with ${STOCK} units -> exactly ${STOCK} orders`, async () => {
      const p = await product(`talla-${round}`, "size", 0, [
        [30, STOCK],
        [1000, 3],
      ]);
      const statuses = await rush(`size-${round}`, () => [
        { productId: p.id, variantId: p.variants[30]!, quantity: 1 },
      ]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(STOCK);
      const after = await stockNow(p.id);
      // The other size is untouched; the derived figure is the sum of the sizes' units.
      expect(after.sizes).toEqual({ [p.variants[30]!]: 0, [p.variants[1000]!]: 3 });
      expect(after.quantity).toBe(3);
      expect((await sold(p.id)).units).toEqual({ [p.variants[30]!]: STOCK });
    }, 60_000);

    it(`in bulk, round ${round}: ${BULK} cc, buyers of 1000 cc and 500 cc never take more than the bulk`, async () => {
      const p = await product(`granel-${round}`, "bulk", BULK, [
        [500, 0],
        [1000, 0],
      ]);
      const statuses = await rush(`bulk-${round}`, (i) => [
        { productId: p.id, variantId: p.variants[i % 2 ? 500 : 1000]!, quantity: 1 },
      ]);
      const after = await stockNow(p.id);
      const taken = await sold(p.id);
      const units = taken.units;
      const cc = 500 * (units[p.variants[500]!] ?? 0) + 1000 * (units[p.variants[1000]!] ?? 0);
      expect(after.bulk).toBeGreaterThanOrEqual(0);
      expect(cc).toBeLessThanOrEqual(BULK);
      expect(after.bulk).toBe(BULK - cc);
      expect(taken.bulk).toBe(cc);
      // Nothing of 500 cc was left unsold while an order of it was refused: the bulk ends below 500.
      expect(after.bulk).toBeLessThan(500);
      expect(statuses.filter((s) => s === 201)).toHaveLength(
        (units[p.variants[500]!] ?? 0) + (units[p.variants[1000]!] ?? 0),
      );
      expect(after.quantity).toBe(Math.floor(after.bulk / 500));
    }, 60_000);
  }

  it("mixed carts: a size product and a bulk product in each order, both products never oversold", async () => {
    const bySize = await product("mixta-talla", "size", 0, [
      [30, 25],
      [100, 7],
    ]);
    const inBulk = await product("mixta-granel", "bulk", 5000, [
      [100, 0],
      [1000, 0],
    ]);
    const statuses = await rush("mixed", (i) => [
      { productId: bySize.id, variantId: bySize.variants[i % 3 ? 30 : 100]!, quantity: 1 + (i % 2) },
      { productId: inBulk.id, variantId: inBulk.variants[i % 4 ? 100 : 1000]!, quantity: 1 + (i % 3) },
    ]);
    const orders = statuses.filter((s) => s === 201).length;
    expect(orders).toBeGreaterThan(0);

    const size = await stockNow(bySize.id);
    const sizeSold = (await sold(bySize.id)).units;
    expect(size.sizes[bySize.variants[30]!]).toBe(25 - (sizeSold[bySize.variants[30]!] ?? 0));
    expect(size.sizes[bySize.variants[100]!]).toBe(7 - (sizeSold[bySize.variants[100]!] ?? 0));
    for (const units of Object.values(size.sizes)) expect(units).toBeGreaterThanOrEqual(0);

    const bulk = await stockNow(inBulk.id);
    const bulkSold = await sold(inBulk.id);
    const cc =
      100 * (bulkSold.units[inBulk.variants[100]!] ?? 0) + 1000 * (bulkSold.units[inBulk.variants[1000]!] ?? 0);
    expect(bulk.bulk).toBe(5000 - cc);
    expect(bulkSold.bulk).toBe(cc);
    expect(bulk.bulk).toBeGreaterThanOrEqual(0);

    // Every order holds both lines (all or nothing).
    const [whole] = await shop.sql<{ n: number }[]>`
      select count(*)::int as n from orders o
       where (select count(*) from order_items i where i.order_id = o.id
                and i.product_id in (${bySize.id}, ${inBulk.id})) = 2`;
    expect(whole!.n).toBe(orders);
  }, 60_000);
});
