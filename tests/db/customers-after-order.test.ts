import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import type { Database } from "../../worker/db/database.ts";
import { buildDeps } from "../../worker/deps.ts";
import { refreshQueuedCustomers } from "../../worker/services/customers/refresh.ts";
import { SCHEDULED_JOBS } from "../../worker/services/jobs/scheduled.ts";
import { customer, pickVariant } from "../support/orders.ts";
import { scratchShop, serverUrl, warnWithoutServer } from "../support/server-database.ts";
import { requestSettled, startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 39, session 21 (decisions 028 and 032): placing an order queues its customer row (Clientes) in its
// transaction and refreshes it right after the answer, instead of inside the order's time; the scheduled job
// refreshes what a stopped Worker left. Other writes of orders still refresh in their own statement.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const customerRow = async (email: string) =>
  (
    await shop.pg.query<{ orders_count: number; name: string }>(
      "select orders_count, name from customers where email = $1",
      [email],
    )
  ).rows[0];
const queued = async (email: string) =>
  (await shop.pg.query<{ n: number }>("select count(*)::int as n from customers_stale where email = $1", [email]))
    .rows[0]!.n;

describe("the customer row of a placed order (decision 032, issue 39)", () => {
  it("appears with the work after the order's answer, and leaves nothing queued", async () => {
    const email = "Queued.Buyer@Example.com";
    const variant = await pickVariant(shop, { minStock: 2 });
    // requestSettled waits for the work after the answer (waitUntil), as a Worker runs it.
    const res = await requestSettled(shop.app, "/api/orders", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": "10.21.4.1" },
      body: JSON.stringify(
        customer({
          email,
          items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
          idempotencyKey: "customers-after-order-1",
        }),
      ),
    });
    expect(res.status).toBe(201);
    expect(await customerRow(email.toLowerCase())).toEqual({ orders_count: 1, name: "Ana Pérez" });
    expect(await queued(email.toLowerCase())).toBe(0);
  });

  it("the order's transaction writes no customer row: it queues the address", async () => {
    // The order service's mark, then an order as it inserts one: its customer row comes only with the refresh.
    const email = "marked.buyer@example.com";
    await shop.pg.transaction(async (tx) => {
      await tx.query("select set_config('shop.customers_refresh', 'after_commit', true)");
      await insertOrder(tx, email, "pending");
      await insertOrder(tx, "waiting.for.mp@example.com", "mercado");
      expect((await tx.query("select 1 from customers where email = $1", [email])).rows).toEqual([]);
    });
    expect(await customerRow(email)).toBeUndefined();
    expect(await queued(email)).toBe(1);
    // An order waiting for Mercado Pago is no customer yet: nothing queued.
    expect(await queued("waiting.for.mp@example.com")).toBe(0);
    // The scheduled job (every minute) refreshes what a stopped Worker left queued.
    const deps = buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db);
    expect(await SCHEDULED_JOBS.customers(deps)).toEqual({ refreshed: 1 });
    expect(await customerRow(email)).toEqual({ orders_count: 1, name: "Marta Suárez" });
    expect(await queued(email)).toBe(0);
    expect(await SCHEDULED_JOBS.customers(deps)).toEqual({ refreshed: 0 });
  });

  it("orders answered while a refresh runs share the next one: no transaction each", async () => {
    let transactions = 0;
    const counted: Database = {
      ...shop.db,
      run: (caller, work) => {
        transactions++;
        return shop.db.run(caller, work);
      },
    };
    await shop.pg.transaction(async (tx) => {
      await tx.query("select set_config('shop.customers_refresh', 'after_commit', true)");
      for (let i = 0; i < 5; i++) await insertOrder(tx, `shared.refresh.${i}@example.com`, "pending");
    });
    // Ten answers at once, each asking for the refresh: one runs, the nine asked meanwhile get one more run.
    const results = await Promise.all(Array.from({ length: 10 }, () => refreshQueuedCustomers(counted)));
    expect(transactions).toBe(2);
    expect(results.every((r) => r.refreshed === 5)).toBe(true);
    for (let i = 0; i < 5; i++) expect(await customerRow(`shared.refresh.${i}@example.com`)).toBeDefined();
  });

  it("a statement of many addresses refreshes them all under one lock, not one lock each", async () => {
    // 5,000 addresses in one statement (bench:admin-orders loads 100,000): with a lock per address the lock table
    // ran out ("out of shared memory", 53200). A test database's lock table (max_connections=10,
    // tests/support/test-database.ts) holds about 2,000–4,000 (tried: 4,000 advisory locks in one transaction run
    // out), so 5,000 fail without the one lock as 20,000 did, at a quarter of the time (20,000: 51 s under load).
    await shop.pg.query(
      `insert into orders (access_token, status, email, first_name, last_name, phone, delivery_method, payment_method,
                           subtotal, total, estimated_date)
       select md5(random()::text), 'pending', 'muchos' || g || '@example.com', 'Marta', 'Suárez', '099 111 222',
              'pickup', 'bank', 100, 100, current_date
         from generate_series(1, 5000) g`,
    );
    const { rows } = await shop.pg.query<{ n: number }>(
      "select count(*)::int as n from customers where email like 'muchos%@example.com' and orders_count = 1",
    );
    expect(rows[0]!.n).toBe(5_000);
  });

  it("an order written any other way still refreshes its customer in its own statement", async () => {
    const email = "direct.buyer@example.com";
    await shop.pg.transaction(async (tx) => {
      await insertOrder(tx, email, "pending");
      expect((await tx.query("select orders_count from customers where email = $1", [email])).rows).toEqual([
        { orders_count: 1 },
      ]);
    });
    expect(await queued(email)).toBe(0);
  });
});

async function insertOrder(tx: { query: TestShop["pg"]["query"] }, email: string, status: string) {
  await tx.query(
    `insert into orders (access_token, status, email, first_name, last_name, phone, delivery_method, payment_method,
                         subtotal, total, estimated_date)
     values (md5(random()::text), $2, $1, 'Marta', 'Suárez', '099 111 222', 'pickup', 'bank', 100, 100, current_date)`,
    [email, status],
  );
}

warnWithoutServer("customers-after-order.test.ts", "the concurrent refreshes are not checked on a real server.");

describe.runIf(serverUrl)("the customer row under concurrent orders of one address (real Postgres)", () => {
  const server = scratchShop("shop_customers_after");
  const ORDERS = 40;

  it("40 orders of one address at once, each refreshing after its answer: the row counts all 40", async () => {
    const [p] = await server.sql<{ id: number }[]>`
      insert into products (slug, name, stock_mode, unit) values ('bidon-clientes', 'Bidón clientes', 'size', 'cc')
      returning id::int`;
    const [v] = await server.sql<{ id: number }[]>`
      insert into product_variants (product_id, size, price, stock) values (${p!.id}, 500, 100, 1000)
      returning id::int`;
    const deps = buildDeps(parseConfig({ ENVIRONMENT: "test" }), server.db);
    const app = createApp(() => deps);
    const background: Promise<unknown>[] = [];
    const ctx = { waitUntil: (w: Promise<unknown>) => void background.push(w), passThroughOnException() {}, props: {} };
    const statuses = await Promise.all(
      Array.from({ length: ORDERS }, async (_, i) => {
        const res = await app.request(
          "/api/orders",
          {
            method: "POST",
            headers: { "content-type": "application/json", "cf-connecting-ip": `10.21.5.${i + 1}` },
            body: JSON.stringify(
              customer({
                email: i % 2 ? "Same.Buyer@example.com" : "same.buyer@EXAMPLE.com",
                items: [{ productId: p!.id, variantId: v!.id, quantity: 1 }],
                idempotencyKey: `customers-concurrent-${i}`,
              }),
            ),
          },
          {},
          ctx as never,
        );
        return res.status;
      }),
    );
    expect(statuses.every((s) => s === 201)).toBe(true);
    await Promise.all(background);
    // A refresh that found an address's lock held left it queued: the scheduled job takes what is left.
    await SCHEDULED_JOBS.customers(deps);
    const rows = await server.sql<{ orders_count: number }[]>`
      select orders_count from customers where email = 'same.buyer@example.com'`;
    expect(rows).toEqual([{ orders_count: ORDERS }]);
    expect(await server.sql`select 1 from customers_stale`).toHaveLength(0);
  }, 60_000);
});
