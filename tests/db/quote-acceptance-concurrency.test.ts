import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { sha256Hex } from "../../worker/services/secrets.ts";
import { scratchShop, serverUrl, warnWithoutServer } from "../support/server-database.ts";

/**
 * Accepting a quote (issue 44 part 3): many acceptances of one quote at the same moment, from the link, place ONE
 * order and take its stock once; the same acceptance gets that order back (200), another one 409. PGlite runs one
 * query at a time, so this proves something only on a real server (TEST_DATABASE_URL).
 */
warnWithoutServer("quote-acceptance-concurrency.test.ts");

const TRIES = 24;
const TOKEN = "t".repeat(43);

describe.runIf(serverUrl)("concurrent quote acceptances (real Postgres)", () => {
  const shop = scratchShop("shop_quote_accept");
  const executionCtx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never;
  const now = new Date("2026-12-02T13:00:00Z");
  const app = () => createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db, () => now));

  it("places one order, takes the stock once", async () => {
    const [p] = await shop.sql<{ id: number }[]>`
      insert into products (slug, name, stock_mode, bulk_stock, unit)
      values ('glicerina-cotizada', 'Glicerina cotizada', 'size', 0, 'cc') returning id::int`;
    const [v] = await shop.sql<{ id: number }[]>`
      insert into product_variants (product_id, size, price, stock) values (${p!.id}, 1000, 500, 50)
      returning id::int`;
    const [q] = await shop.sql<{ id: number }[]>`
      insert into quotes (email, status, delivery_fee, valid_until, token_hash, sent_at)
      values ('compras@fabrica.example', 'enviada', 0, '2026-12-10', ${await sha256Hex(TOKEN)}, now())
      returning id::int`;
    await shop.sql`
      insert into quote_lines (quote_id, position, product_id, variant_id, product_name, size, unit, quantity, unit_price)
      values (${q!.id}, 0, ${p!.id}, ${v!.id}, 'Glicerina cotizada', 1000, 'cc', 20, 400)`;

    const body = (payment: string) =>
      JSON.stringify({
        email: "compras@fabrica.example",
        firstName: "Compras",
        lastName: "Fábrica",
        phone: "099 000 000",
        deliveryMethod: "pickup",
        paymentMethod: payment,
        acceptTerms: true,
      });
    const answers = await Promise.all(
      Array.from({ length: TRIES }, (_, i) =>
        app().request(
          `/api/quotes/${q!.id}/accept?token=${TOKEN}`,
          {
            method: "POST",
            headers: { "content-type": "application/json", "cf-connecting-ip": `198.18.7.${i}` },
            // Two in three the same acceptance; the rest ask for the other payment method.
            body: body(i % 3 === 2 ? "mercadopago" : "bank"),
          },
          {},
          executionCtx,
        ),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 200 || s === 409)).toBe(true);
    const orders = await shop.sql<{ id: number; total: number }[]>`
      select id::int, total from orders where quote_id = ${q!.id}`;
    expect(orders).toHaveLength(1);
    expect(orders[0]!.total).toBe(20 * 400);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    for (const [i, answer] of bodies.entries()) {
      if (statuses[i] === 409) expect(answer.error.message).toBe("Esta cotización ya fue aceptada.");
      else expect(answer.order.id).toBe(orders[0]!.id);
    }
    const [stock] = await shop.sql<{ stock: number }[]>`select stock from product_variants where id = ${v!.id}`;
    expect(stock!.stock).toBe(30);
    const [quote] = await shop.sql<{ status: string; order_id: number }[]>`
      select status, order_id::int from quotes where id = ${q!.id}`;
    expect(quote).toEqual({ status: "aceptada", order_id: orders[0]!.id });
  }, 60_000);
});
