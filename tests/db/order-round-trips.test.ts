import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { openDatabase, serviceRole } from "../../worker/db/database.ts";
import { buildDeps } from "../../worker/deps.ts";
import { customer, pickVariant } from "../support/orders.ts";
import { recordingDatabase, type Sent } from "../support/recording-database.ts";
import { requestSettled, startTestShop, type TestShop } from "../support/test-database.ts";
import { wireProxy } from "../support/wire-proxy.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

/** The statements of each unit of work (each begins with BEGIN), in the order sent. */
function units(sent: Sent[]): Sent[][] {
  const all: Sent[][] = [];
  for (const s of sent) {
    if (s.text.startsWith("begin")) all.push([]);
    all.at(-1)?.push(s);
  }
  return all;
}

/** Round trips of a unit: its first statement (BEGIN rides with what follows it) and every one sent after a wait. */
const roundTrips = (unit: Sent[]) => 1 + unit.slice(1).filter((s) => s.startsTrip).length;

describe("placing an order: statements and round trips (decision 004, issue 39)", () => {
  it("a two-line bank-transfer order is one transaction of few round trips, the stock's in few", async () => {
    const sent: Sent[] = [];
    const db = recordingDatabase(shop.url, sent);
    const app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), db));
    try {
      const a = await pickVariant(shop, { minStock: 5 });
      const b = await pickVariant(shop, { minStock: 5, skip: [a.productId] });
      // The lane's connection open (a unit that begins on a closed one waits for BEGIN's answer first: endWith).
      await db.run(serviceRole, (tx) => tx`select 1`);
      const body = customer({
        items: [a, b].map((v) => ({ productId: v.productId, variantId: v.variantId, quantity: 1 })),
        idempotencyKey: "round-trips-1",
      });
      sent.length = 0;
      const res = await requestSettled(app, "/api/orders", {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": "10.9.9.9" },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(201);
    } finally {
      await db.close();
    }
    const placing = units(sent).find((unit) => unit.some((s) => /insert into orders\b/.test(s.text)));
    expect(placing, "the unit that stores the order").toBeDefined();
    const lines = placing!.map(
      (s) => `${s.startsTrip ? "→" : " "} ${s.text.replace(/\s+/g, " ").trim().slice(0, 110)}`,
    );
    const trips = roundTrips(placing!);
    console.log(`${lines.join("\n")}\nstatements ${placing!.length}, round trips ${trips}`);
    // BEGIN, the key, variants (with their stock as read), settings, DGI's amount, the customer refresh's mark (sent
    // with them: the order's customer row is refreshed after COMMIT, session 21), the order with its lines,
    // history, the key's order, the read back, 2 mails, the stock's take (take_order_stock: lock, check, updates in
    // one statement, session 26), COMMIT (before issue 39: 19, each line its own; session 25: 17).
    expect(placing!.length, lines.join("\n")).toBe(14);
    // BEGIN with the claim and the reads; the order with its lines; its history with the key's order and the read
    // back; the mails, the stock and COMMIT in one write (commitWith). Before issue 39: 18; session 25: 7.
    expect(trips, lines.join("\n")).toBe(4);
    // From the products' lock on, shoppers of the same products wait: the lock is taken by the server inside the
    // unit's last statement, sent with COMMIT, so no answer is awaited under it (session 18: 6 round trips; before
    // issue 39: 14; session 25: 3). The lock is the unit's last work.
    const locked = placing!.findIndex((s) => /take_order_stock/.test(s.text));
    expect(roundTrips(placing!.slice(locked)), lines.join("\n")).toBe(1);
    // The request's other units each cost one round trip, none awaits an answer while it holds the session: the
    // rate limit's count, the mails' claim after the answer, each mail's mark (session 26; were 2, 3 and 2).
    const others = units(sent).filter((unit) => unit !== placing);
    const named = (pattern: RegExp) => others.filter((unit) => unit.some((s) => pattern.test(s.text)));
    expect(named(/insert into rate_limits/).map(roundTrips)).toEqual([1]);
    expect(named(/with due as/).map(roundTrips)).toEqual([1]);
    expect(named(/update mail_outbox set status = 'sent'/).map(roundTrips)).toEqual([1, 1]);
    expect(placing!.slice(locked - 2).map((s) => `${s.startsTrip ? "→" : ""}${s.text.trim().split(/\s+/)[0]}`)).toEqual(
      ["→insert", "insert", "select", "commit"],
    );
  });

  it("on the wire: the whole request (rate limit, order, mails' claim and marks) takes few flights", async () => {
    // The recording above counts the app's waits; postgres.js itself waits inside a statement with parameters
    // (prepare: false: Parse/Describe/Flush, then Bind/Execute), which a proxy sees (session 26).
    const proxy = await wireProxy(shop.url);
    const db = openDatabase(proxy.url, 1);
    const app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), db));
    try {
      await db.run(serviceRole, (tx) => tx`select 1`); // the connection's start-up, out of the count
      const a = await pickVariant(shop, { minStock: 5 });
      const b = await pickVariant(shop, { minStock: 5, skip: [a.productId] });
      proxy.log.length = 0;
      const res = await requestSettled(app, "/api/orders", {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": "10.9.9.11" },
        body: JSON.stringify(
          customer({
            items: [a, b].map((v) => ({ productId: v.productId, variantId: v.variantId, quantity: 1 })),
            idempotencyKey: "round-trips-wire",
          }),
        ),
      });
      expect(res.status).toBe(201);
      // The rate limit 1, the order 4, the mails' claim 1, their marks 1 each, the customers' refresh 1: 9, and a
      // write the proxy sees cut in two when postgres.js sends a statement over 1 KiB at once (the order's mails).
      // Session 25's code took 43 here (every statement with values two flights, none pipelined).
      console.log(`flights for one order: ${proxy.flights()}`);
      expect(proxy.flights()).toBeLessThanOrEqual(13);
    } finally {
      await db.close();
      await proxy.close();
    }
  });

  it("a cart the stock as read cannot serve is refused at once, without waiting for the products' locks", async () => {
    const sent: Sent[] = [];
    const db = recordingDatabase(shop.url, sent);
    const app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), db));
    try {
      const a = await pickVariant(shop, { minStock: 5 });
      const b = await pickVariant(shop, { minStock: 5, skip: [a.productId] });
      await shop.pg.query("update product_variants set stock = 1 where id = $1", [b.variantId]);
      const ordersBefore = await shop.pg.query<{ n: number }>("select count(*)::int as n from orders");
      sent.length = 0;
      const res = await requestSettled(app, "/api/orders", {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": "10.9.9.10" },
        body: JSON.stringify(
          customer({
            items: [
              { productId: a.productId, variantId: a.variantId, quantity: 1 },
              { productId: b.productId, variantId: b.variantId, quantity: 2 },
            ],
            idempotencyKey: "round-trips-short",
          }),
        ),
      });
      expect(res.status).toBe(409);
      const body = (await res.json()) as { error: { code: string; message: string; details: unknown } };
      expect(body.error.code).toBe("out_of_stock");
      expect(body.error.message).toMatch(/^No hay stock suficiente de: .+: queda 1\.$/);
      expect(body.error.details).toEqual({
        items: [expect.objectContaining({ variantId: b.variantId, requested: 2, available: 1 })],
      });
      const placing = units(sent).find((unit) => unit.some((s) => /insert into idempotency_keys/.test(s.text)));
      expect(placing, "the refused order's unit").toBeDefined();
      const texts = placing!.map((s) => s.text.replace(/\s+/g, " ").trim());
      expect(
        texts.filter((t) => /for (no key )?update/.test(t)),
        texts.join("\n"),
      ).toEqual([]);
      expect(
        texts.filter((t) => /insert into orders\b/.test(t)),
        texts.join("\n"),
      ).toEqual([]);
      expect(texts.at(-1)).toMatch(/^rollback/);
      const ordersAfter = await shop.pg.query<{ n: number }>("select count(*)::int as n from orders");
      expect(ordersAfter.rows[0]!.n).toBe(ordersBefore.rows[0]!.n);
    } finally {
      await db.close();
    }
  });
});

describe("a sale's stock write runs only the triggers it needs (migration 20261129064000)", () => {
  /**
   * Calls of the trigger functions an update of a size runs, made by that update alone (acting as `claims`, in a
   * transaction rolled back after). The counters are read before and after: they may hold calls not yet flushed.
   */
  async function callsDuring(claims: Record<string, unknown>, role: string, update: string) {
    const variant = await pickVariant(shop, { minStock: 2 });
    return shop.pg.transaction(async (tx) => {
      await tx.exec("set local track_functions = 'all'");
      const counters = async () => {
        const { rows } = await tx.query<{ stamp: number; listing: number; quantity: number }>(
          `select coalesce(pg_stat_get_xact_function_calls('public.stamp_product_edit'::regproc), 0)::int as stamp,
                  coalesce(pg_stat_get_xact_function_calls('public.variant_changed'::regproc), 0)::int as listing,
                  coalesce(pg_stat_get_xact_function_calls('public.variant_stock_changed'::regproc), 0)::int
                    as quantity`,
        );
        return rows[0]!;
      };
      const before = await counters();
      await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
        role,
        JSON.stringify(claims),
      ]);
      await tx.query(`update product_variants set ${update} where id = $1`, [variant.variantId]);
      await tx.exec("reset role");
      const after = await counters();
      await tx.rollback();
      return {
        stamp: after.stamp - before.stamp,
        listing: after.listing - before.listing,
        quantity: after.quantity - before.quantity,
      };
    });
  }

  it("a sale (service_role) taking a size's units: no product_edits stamp, no listing-price refresh", async () => {
    const calls = await callsDuring({ role: "service_role" }, "service_role", "stock = stock - 1");
    expect(calls.stamp).toBe(0);
    expect(calls.listing).toBe(0);
    expect(calls.quantity).toBe(1); // the product's figure still follows its sizes
  });

  it("an admin's price change still stamps the edit and refreshes the listing price", async () => {
    const admin = {
      role: "authenticated",
      sub: "00000000-0000-4000-8000-000000000001",
      app_metadata: { role: "admin" },
    };
    const calls = await callsDuring(admin, "authenticated", "price = price + 1");
    expect(calls.stamp).toBeGreaterThanOrEqual(1);
    expect(calls.listing).toBe(1);
  });
});
