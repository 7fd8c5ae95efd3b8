import { describe, expect, it } from "vitest";
import { postgresRateLimiter } from "../../worker/adapters/rate-limit/postgres.ts";
import { queueUnpaidReminders } from "../../worker/services/orders/unpaid-reminders.ts";
import { scratchShop, serverUrl, warnWithoutServer } from "../support/server-database.ts";

/**
 * The unpaid orders' reminder (issue 43, decision 034) under concurrency: many scheduled runs at once (Cloudflare's
 * cron overlapping a slow run) still give each due order exactly one mail, and stamp each once. PGlite runs one query
 * at a time, so the row locks are proven here on a real server (TEST_DATABASE_URL).
 */
warnWithoutServer("unpaid-reminders-concurrency.test.ts");

const ORDERS = 40;
const RUNS = 8;

describe.runIf(serverUrl)("unpaid order reminders under concurrency (real Postgres)", () => {
  const shop = scratchShop("shop_unpaid_reminders");

  it("overlapping runs: each due order gets exactly one reminder", async () => {
    // Half transfers without receipt, half Abitab / RedPagos tickets, all placed 2 days and 1 hour ago (due).
    await shop.sql`
      insert into orders (access_token, status, email, first_name, last_name, phone, delivery_method, payment_method,
                          payment_type, payment_id, subtotal, total, estimated_date, created_at)
      select md5(random()::text), 'pending', 'recordar' || g || '@example.com', 'Marta', 'Suárez', '099 111 222',
             'pickup', case when g % 2 = 0 then 'bank' else 'mercadopago' end,
             case when g % 2 = 0 then 'TRANSFERENCIA' else 'ticket' end,
             case when g % 2 = 0 then null else 'pago-' || g end,
             100, 100, current_date, now() - interval '2 days 1 hour'
        from generate_series(1, ${ORDERS}) g`;
    const now = () => new Date();
    const deps = {
      db: shop.db,
      now,
      rateLimiter: postgresRateLimiter(shop.db, { now }),
      shopEmail: "ventas@example.com",
      siteUrl: "https://tienda.example",
    };
    const results = await Promise.all(Array.from({ length: RUNS }, () => queueUnpaidReminders(deps)));
    expect(results.flat()).toHaveLength(ORDERS);
    const perAddress = await shop.sql<{ to_address: string; n: number }[]>`
      select to_address, count(*)::int as n from mail_outbox
       where kind in ('order_payment_reminder', 'order_transfer_reminder') group by to_address`;
    expect(perAddress).toHaveLength(ORDERS);
    expect(perAddress.every((r) => r.n === 1)).toBe(true);
    const [stamped] = await shop.sql<{ n: number }[]>`
      select count(*)::int as n from orders where payment_reminder_at is not null`;
    expect(stamped!.n).toBe(ORDERS);
    // A later run finds nothing more to send.
    expect(await queueUnpaidReminders(deps)).toEqual([]);
  });
});
