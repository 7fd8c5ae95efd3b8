import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { RATE_LIMITS } from "../../worker/http/rate-limit.ts";
import { setStock } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

/**
 * Issue 38, item 4: the double opt-in mails of the newsletter and the stock alerts go to an address somebody
 * typed, so limits per client address alone let ten addresses send one stranger a hundred mails. At most
 * RATE_LIMITS.confirmationMail.limit (3) a day reach one recipient, both kinds together; the answers do not
 * change, and the limits per client address stay.
 */

let shop: TestShop;
/** The app's clock (the cap counts in windows of a day). */
let clock = new Date("2026-11-20T12:00:00Z");
let app: ReturnType<typeof createApp>;
/** The mails' deliveries the routes leave running after their answer, awaited before the database closes. */
const deferred: Promise<unknown>[] = [];
const executionCtx = {
  waitUntil: (p: Promise<unknown>) => void deferred.push(p.catch(() => {})),
  passThroughOnException() {},
};
const CAP = RATE_LIMITS.confirmationMail.limit;

beforeAll(async () => {
  shop = await startTestShop();
  app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db, () => clock));
});
afterAll(async () => {
  await Promise.all(deferred);
  await shop.close();
});

let ipCount = 0;
const freshIp = () => `192.0.2.${++ipCount}`;
let seq = 0;

const post = (path: string, body: unknown, ip = freshIp()) =>
  app.request(
    path,
    {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": ip },
      body: JSON.stringify(body),
    },
    {},
    executionCtx as never,
  );
const subscribe = (email: string, ip?: string) => post("/api/newsletter", { email, source: "footer" }, ip);
const askAlert = (email: string, productId: number, variantId: number, ip?: string) =>
  post("/api/stock-alerts", { email, productId, variantId }, ip);

/** A published product with one size of 30 cc, sold out. */
async function soldOut() {
  const n = ++seq;
  const { rows } = await shop.pg.query<{ id: number }>(
    "insert into products (slug, name, unit) values ($1, $2, 'cc') returning id::int",
    [`tope-${n}-${Date.now()}`, `Aceite del tope ${n}`],
  );
  const productId = rows[0]!.id;
  const v = await shop.pg.query<{ id: number }>(
    "insert into product_variants (product_id, size, price, stock) values ($1, 30, 300, 0) returning id::int",
    [productId],
  );
  return { productId, variantId: v.rows[0]!.id };
}

const confirmationsTo = async (email: string) =>
  (
    await shop.pg.query<{ kind: string; text_body: string }>(
      `select kind, text_body from mail_outbox
        where lower(to_address) = lower($1) and kind in ('newsletter_confirmation', 'stock_alert_confirmation')
        order by id`,
      [email],
    )
  ).rows;

describe("confirmation mails per recipient", () => {
  it("10 client addresses × 10 'Avisarme' for one inbox: every answer as usual, 3 mails", async () => {
    const victim = "bombardeada@example.com";
    const p = await soldOut();
    const statuses: number[] = [];
    const bodies = new Set<string>();
    for (let ip = 0; ip < 10; ip++) {
      const address = `198.51.100.${200 + ip}`;
      for (let i = 0; i < RATE_LIMITS.stockAlert.limit; i++) {
        const res = await askAlert(victim, p.productId, p.variantId, address);
        statuses.push(res.status);
        bodies.add(await res.text());
      }
    }
    expect(statuses.every((s) => s === 201)).toBe(true);
    expect([...bodies]).toEqual([JSON.stringify({ requested: true })]);
    expect(await confirmationsTo(victim)).toHaveLength(CAP);
    // The limit per client address is still there.
    expect((await askAlert("otra@example.com", p.productId, p.variantId, "198.51.100.200")).status).toBe(429);
  });

  it("counts the newsletter's and the alerts' together, in any letter case, for a day; answers stay the same", async () => {
    clock = new Date("2026-11-21T10:00:00Z");
    const victim = "Mezcla@Example.com";
    const a = await soldOut();
    const b = await soldOut();
    expect((await askAlert(victim, a.productId, a.variantId)).status).toBe(201);
    expect((await askAlert(` ${victim.toUpperCase()} `, b.productId, b.variantId)).status).toBe(201);
    for (let i = 0; i < 4; i++) {
      const res = await subscribe(i % 2 ? victim.toLowerCase() : victim);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ subscribed: true });
    }
    expect((await confirmationsTo(victim)).map((m) => m.kind)).toEqual([
      "stock_alert_confirmation",
      "stock_alert_confirmation",
      "newsletter_confirmation",
    ]);
    // Over the cap nothing was written either: the address is pending once.
    const { rows } = await shop.pg.query("select status from newsletter_subscribers where lower(email) = $1", [
      victim.toLowerCase(),
    ]);
    expect(rows).toEqual([{ status: "pending" }]);

    // The next day the address may be mailed again.
    clock = new Date("2026-11-22T00:00:01Z");
    const c = await soldOut();
    expect((await askAlert(victim, c.productId, c.variantId)).status).toBe(201);
    expect(await confirmationsTo(victim)).toHaveLength(CAP + 1);
  });

  it("requests that mail nothing do not use the cap: a size in stock, an alert already confirmed", async () => {
    clock = new Date("2026-11-23T10:00:00Z");
    const email = "constante@example.com";
    const waiting = await soldOut();
    expect((await askAlert(email, waiting.productId, waiting.variantId)).status).toBe(201);
    const [mail] = await confirmationsTo(email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;
    expect((await post("/api/stock-alerts/confirm", { token })).status).toBe(200);
    const inStock = await soldOut();
    await setStock(shop, inStock.productId, { mode: "size", units: { [inStock.variantId]: 5 } });
    for (let i = 0; i < 5; i++) {
      expect((await askAlert(email, waiting.productId, waiting.variantId)).status).toBe(201);
      expect((await askAlert(email, inStock.productId, inStock.variantId)).status).toBe(409);
    }
    expect(await confirmationsTo(email)).toHaveLength(1);
    // Two more confirmation mails are still allowed today, then no more.
    for (let i = 0; i < 3; i++) {
      const other = await soldOut();
      expect((await askAlert(email, other.productId, other.variantId)).status).toBe(201);
    }
    expect(await confirmationsTo(email)).toHaveLength(CAP);
  });

  it("stores the recipient only as a keyed hash", async () => {
    await subscribe("secreta@example.com");
    const { rows } = await shop.pg.query<{ key_hash: string }>(
      "select key_hash from rate_limits where bucket = 'confirmation-mail'",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    const { rows: leaks } = await shop.pg.query(
      "select 1 from rate_limits r where position('example.com' in lower(r::text)) > 0",
    );
    expect(leaks).toHaveLength(0);
  });
});
