import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { scratchShop, serverUrl, warnWithoutServer } from "../support/server-database.ts";

/**
 * 200 concurrent checkouts for a product with 10 in stock must give exactly 10 orders. PGlite runs one
 * query at a time, so this proves something only on a real server: TEST_DATABASE_URL (CI starts Debian's
 * PostgreSQL and sets it). In CI the variable is mandatory; elsewhere the test says why it did not run.
 */
warnWithoutServer("oversell.test.ts");

const BUYERS = 200;
const STOCK = 10;
const ROUNDS = 3;

describe.runIf(serverUrl)("oversell under concurrency (real Postgres)", () => {
  const shop = scratchShop("shop_oversell");
  const executionCtx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never;

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: ${BUYERS} buyers, ${STOCK} in stock -> exactly ${STOCK} orders, stock 0`, async () => {
      const [product] = await shop.sql<{ id: number }[]>`
        insert into products (slug, name, quantity) values (${`bidon-${round}`}, ${`Bidón ${round}`}, ${STOCK})
        returning id::int`;
      const [variant] = await shop.sql<{ id: number }[]>`
        insert into product_variants (product_id, size, price) values (${product!.id}, 30, 100) returning id::int`;
      const app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db));

      const responses = await Promise.all(
        Array.from({ length: BUYERS }, (_, i) =>
          app.request(
            "/api/orders",
            {
              method: "POST",
              // One address per buyer: 200 shoppers, not one client over its order rate limit.
              headers: { "content-type": "application/json", "cf-connecting-ip": `198.18.${round}.${i}` },
              body: JSON.stringify({
                email: `comprador${i}@example.com`,
                firstName: "Comprador",
                lastName: String(i),
                phone: "099 000 000",
                deliveryMethod: "pickup",
                paymentMethod: "bank",
                items: [{ productId: product!.id, variantId: variant!.id, quantity: 1 }],
                idempotencyKey: `round-${round}-buyer-${i}-${Date.now()}`,
              }),
            },
            {},
            executionCtx,
          ),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(STOCK);
      expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - STOCK);
      const [after] = await shop.sql<{ quantity: number; orders: number; items: number }[]>`
        select p.quantity,
               (select count(*)::int from order_items i where i.product_id = p.id) as items,
               (select count(distinct i.order_id)::int from order_items i where i.product_id = p.id) as orders
          from products p where p.id = ${product!.id}`;
      expect(after).toEqual({ quantity: 0, orders: STOCK, items: STOCK });
    }, 60_000);
  }
});
