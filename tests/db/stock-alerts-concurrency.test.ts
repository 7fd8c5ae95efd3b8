import { describe, expect, it } from "vitest";
import { serviceRole } from "../../worker/db/database.ts";
import { mailRestocked, queueRestockMails } from "../../worker/services/stock-alerts/alerts.ts";
import { scratchShop, serverUrl, warnWithoutServer } from "../support/server-database.ts";

/**
 * 'Avisarme cuando haya stock' under concurrency (decision 025): many restocks and drains at once (orders given
 * back, admins saving, the scheduled job) still give every waiting request exactly one mail. PGlite runs one
 * query at a time, so this needs a real server (TEST_DATABASE_URL).
 */
warnWithoutServer("stock-alerts-concurrency.test.ts");

const WAITING = 60;
const WRITERS = 30;

describe.runIf(serverUrl)("stock alerts under concurrency (real Postgres)", () => {
  const shop = scratchShop("shop_stock_alerts");
  const deps = () => ({ db: shop.db, siteUrl: "https://tienda.example", now: () => new Date() });

  it("concurrent restocks and drains: each waiting request gets exactly one mail", async () => {
    const [p] = await shop.sql<{ id: number }[]>`
      insert into products (slug, name, unit) values ('aviso-concurrente', 'Aceite concurrente', 'cc') returning id::int`;
    const [v] = await shop.sql<{ id: number }[]>`
      insert into product_variants (product_id, size, price, stock) values (${p!.id}, 30, 100, 0) returning id::int`;
    await shop.sql`
      insert into stock_alerts (product_id, variant_id, email, status, confirmed_at)
      select ${p!.id}, ${v!.id}, 'espera' || n || '@example.com', 'waiting', now() from generate_series(1, ${WAITING}) n`;
    // An unconfirmed one never gets the mail.
    await shop.sql`
      insert into stock_alerts (product_id, variant_id, email, status)
      values (${p!.id}, ${v!.id}, 'pendiente@example.com', 'pending')`;

    const results = await Promise.all(
      Array.from({ length: WRITERS }, (_, i) =>
        i % 3 === 0
          ? mailRestocked(deps())
          : shop.db.run(serviceRole, async (tx) => {
              // A restock (as an order's release does) and the drain in its own transaction.
              await tx`select id from products where id = ${p!.id} for update`;
              await tx`update product_variants set stock = stock + 1 where id = ${v!.id}`;
              return queueRestockMails(tx, deps(), [p!.id]);
            }),
      ),
    );
    expect(results.flat()).toHaveLength(WAITING);
    const perAddress = await shop.sql<{ to_address: string; n: number }[]>`
      select to_address, count(*)::int as n from mail_outbox where kind = 'stock_alert_restocked' group by to_address`;
    expect(perAddress).toHaveLength(WAITING);
    expect(perAddress.every((r) => r.n === 1)).toBe(true);
    const statuses = await shop.sql<{ status: string; n: number }[]>`
      select status, count(*)::int as n from stock_alerts group by status order by status`;
    expect(statuses).toEqual([
      { status: "notified", n: WAITING },
      { status: "pending", n: 1 },
    ]);
  });
});
