import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresRateLimiter } from "../../worker/adapters/rate-limit/postgres.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { anonymous, serviceRole } from "../../worker/db/database.ts";
import { buildDeps } from "../../worker/deps.ts";
import {
  accountKey,
  addressKey,
  NO_ADDRESS_KEY,
  RATE_LIMITED_MESSAGE,
  RATE_LIMITS,
  rateLimit,
} from "../../worker/http/rate-limit.ts";
import { countRows, customer, pickVariant, type SaleVariant, stockOf, tinyPng } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
let variant: SaleVariant;
/** The app's clock, moved by the tests (the rate limiter counts in windows of it). */
let clock = new Date("2026-11-18T13:00:10Z");
let app: ReturnType<typeof createApp>;
const executionCtx = { waitUntil: (p: Promise<unknown>) => void p.catch(() => {}), passThroughOnException() {} };

beforeAll(async () => {
  shop = await startTestShop();
  variant = await pickVariant(shop, { minStock: 20 });
  app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db, () => clock));
});
afterAll(() => shop.close());

let ipCount = 0;
/** A client address nobody else in this file uses. */
const freshIp = () => `203.0.113.${++ipCount}`;

function post(path: string, body: BodyInit, ip: string | null, type?: string) {
  const headers: Record<string, string> = {};
  if (type) headers["content-type"] = type;
  if (ip) headers["cf-connecting-ip"] = ip;
  return app.request(path, { method: "POST", headers, body }, {}, executionCtx as never);
}
const subscribe = (email: string, ip: string | null) =>
  post("/api/newsletter", JSON.stringify({ email }), ip, "application/json");
const order = (body: Record<string, unknown>, ip: string | null) =>
  post("/api/orders", JSON.stringify(body), ip, "application/json");
function upload(content: BlobPart | null, ip: string | null) {
  const form = new FormData();
  if (content !== null) form.set("file", new File([content], "comprobante.png", { type: "image/png" }));
  return post("/api/uploads/receipt", form, ip);
}

async function expectRateLimited(res: Response) {
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual({ error: { code: "rate_limited", message: RATE_LIMITED_MESSAGE } });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  return retryAfter;
}

describe("the limits", () => {
  it("leave room for a household and for the end-to-end suite, and answer in Spanish (usted)", () => {
    expect(RATE_LIMITS.order.limit).toBeGreaterThanOrEqual(25);
    expect(RATE_LIMITS.receiptUpload.limit).toBeGreaterThanOrEqual(10);
    expect(RATE_LIMITS.newsletter.limit).toBeGreaterThanOrEqual(5);
    expect(RATE_LIMITED_MESSAGE).toBe("Demasiados intentos. Espere unos minutos e inténtelo de nuevo.");
  });
});

describe("POST /api/newsletter", () => {
  it("gives the same answer for a new and an already subscribed address", async () => {
    const ip = freshIp();
    const first = await subscribe("Marta@Example.com", ip);
    const again = await subscribe("marta@example.com", ip);
    expect(first.status).toBe(again.status);
    expect(await first.json()).toEqual(await again.json());
    expect(first.status).toBe(200);
    const { rows } = await shop.pg.query(
      "select 1 from newsletter_subscribers where lower(email) = 'marta@example.com'",
    );
    expect(rows).toHaveLength(1);
  });

  it(`lets ${RATE_LIMITS.newsletter.limit} subscriptions per address through in an hour, then 429 without doing the work`, async () => {
    clock = new Date("2026-11-18T14:00:00Z");
    const ip = freshIp();
    const { limit } = RATE_LIMITS.newsletter;
    for (let i = 0; i < limit; i++) expect((await subscribe(`vecino${i}@example.com`, ip)).status).toBe(200);
    const refused = await subscribe("uno-mas@example.com", ip);
    expect(await expectRateLimited(refused)).toBe(3600);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const { rows } = await shop.pg.query("select 1 from newsletter_subscribers where email = 'uno-mas@example.com'");
    expect(rows).toHaveLength(0);

    // Another address is not affected; the same one is welcome again when the window closes.
    expect((await subscribe("otra-casa@example.com", freshIp())).status).toBe(200);
    clock = new Date("2026-11-18T14:59:59.500Z");
    expect(await expectRateLimited(await subscribe("uno-mas@example.com", ip))).toBe(1);
    clock = new Date("2026-11-18T15:00:00Z");
    expect((await subscribe("uno-mas@example.com", ip)).status).toBe(200);
  });

  it("counts invalid requests too: the limit is checked before the body is read", async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.newsletter.limit; i++) {
      expect((await subscribe("sin-arroba", ip)).status).toBe(400);
    }
    await expectRateLimited(await subscribe("valida@example.com", ip));
  });
});

describe("POST /api/orders", () => {
  const valid = () => ({
    ...customer(),
    items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
    idempotencyKey: `rate-${Date.now()}-${Math.random()}`,
  });

  it("counts failed orders, and refuses the next one without placing it or taking stock", async () => {
    clock = new Date("2026-11-18T16:00:00Z");
    const ip = freshIp();
    // Placed, refused by validation, refused for stock: all count.
    expect((await order(valid(), ip)).status).toBe(201);
    expect((await order({ ...valid(), email: "no" }, ip)).status).toBe(400);
    const tooMany = { ...valid(), items: [{ ...valid().items[0], quantity: 999 }] };
    expect([400, 409]).toContain((await order(tooMany, ip)).status);
    for (let i = 3; i < RATE_LIMITS.order.limit; i++) {
      expect((await order({ ...valid(), items: [] }, ip)).status).toBe(400);
    }
    const orders = await countRows(shop, "orders");
    const stock = await stockOf(shop, variant.productId);
    await expectRateLimited(await order(valid(), ip));
    expect(await countRows(shop, "orders")).toBe(orders);
    expect(await stockOf(shop, variant.productId)).toBe(stock);
    // A shopper elsewhere still buys.
    expect((await order(valid(), freshIp())).status).toBe(201);
  });
});

describe("POST /api/cart/code", () => {
  const check = (code: string, ip: string) =>
    post(
      "/api/cart/code",
      JSON.stringify({ code, items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }] }),
      ip,
      "application/json",
    );

  it("counts only codes that do not exist: a cart asking its code again at each change never runs out", async () => {
    clock = new Date("2026-11-18T19:00:00Z");
    await shop.pg.exec("insert into discount_codes (code, kind, value) values ('LIMITE10', 'percent', 10)");
    const ip = freshIp();
    // More re-checks of a real code than the guessing limit allows: all answered.
    for (let i = 0; i < RATE_LIMITS.couponMiss.limit + 10; i++) expect((await check("LIMITE10", ip)).status).toBe(200);
    // Codes that do not exist: the limit's worth are answered (400, 'no existe'), the next one is refused, and then
    // a real code is refused too (a guesser learns nothing more this hour).
    for (let i = 0; i < RATE_LIMITS.couponMiss.limit; i++) expect((await check(`NOEXISTE${i}`, ip)).status).toBe(400);
    await expectRateLimited(await check("NOEXISTE-MAS", ip));
    await expectRateLimited(await check("LIMITE10", ip));
    expect((await check("LIMITE10", freshIp())).status).toBe(200);
  });

  it("a check with an e-mail on a once-per-e-mail code stays counted: no more e-mails asked about than codes guessed", async () => {
    clock = new Date("2026-11-18T21:00:00Z");
    await shop.pg.exec(
      "insert into discount_codes (code, kind, value, max_uses_per_email) values ('UNOPORCORREO', 'percent', 10, 1)",
    );
    const ip = freshIp();
    const withEmail = (email: string) =>
      post(
        "/api/cart/code",
        JSON.stringify({
          code: "UNOPORCORREO",
          email,
          items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
        }),
        ip,
        "application/json",
      );
    for (let i = 0; i < RATE_LIMITS.couponMiss.limit; i++) {
      expect((await withEmail(`persona${i}@example.com`)).status).toBe(200);
    }
    await expectRateLimited(await withEmail("una-mas@example.com"));
    // Without the e-mail the same code's re-checks cost nothing (the cart's re-checks): a fresh address shows it.
    const other = freshIp();
    for (let i = 0; i < RATE_LIMITS.couponMiss.limit + 5; i++) {
      expect((await check("UNOPORCORREO", other)).status).toBe(200);
    }
  });

  it("lets no more guesses through when they arrive all at once", async () => {
    clock = new Date("2026-11-18T20:00:00Z");
    const ip = freshIp();
    const { limit } = RATE_LIMITS.couponMiss;
    const answers = await Promise.all(Array.from({ length: limit + 10 }, (_, i) => check(`ADIVINA${i}`, ip)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});

describe("POST /api/uploads/receipt", () => {
  it(`takes ${RATE_LIMITS.receiptUpload.limit} uploads per address in an hour, then refuses without storing`, async () => {
    clock = new Date("2026-11-18T17:00:00Z");
    const ip = freshIp();
    expect((await upload(tinyPng, ip)).status).toBe(201);
    for (let i = 1; i < RATE_LIMITS.receiptUpload.limit; i++) expect((await upload(null, ip)).status).toBe(400);
    const files = await countRows(shop, "stored_files");
    await expectRateLimited(await upload(tinyPng, ip));
    expect(await countRows(shop, "stored_files")).toBe(files);
    expect((await upload(tinyPng, freshIp())).status).toBe(201);
  });
});

describe("client addresses", () => {
  it("are stored only as keyed hashes", async () => {
    const ip = "198.51.100.77";
    await subscribe("hash@example.com", ip);
    const { rows } = await shop.pg.query<{ bucket: string; key_hash: string }>(
      "select bucket, key_hash from rate_limits",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    const { rows: leaks } = await shop.pg.query(
      "select 1 from rate_limits r where position('198.51.100.77' in r::text) > 0 or position('203.0.113.' in r::text) > 0",
    );
    expect(leaks).toHaveLength(0);
  });

  it("without CF-Connecting-IP (only outside Cloudflare: tests, scripts) all share one counter", async () => {
    clock = new Date("2026-11-18T18:00:00Z");
    expect((await subscribe("sin-ip-1@example.com", null)).status).toBe(200);
    expect((await subscribe("sin-ip-2@example.com", null)).status).toBe(200);
    const limiter = postgresRateLimiter(shop.db, { now: () => clock });
    const verdict = await limiter.hit(RATE_LIMITS.newsletter, NO_ADDRESS_KEY);
    expect(verdict.hits).toBe(3);
  });

  it("count IPv6 clients by their /64 network and IPv4-mapped addresses as IPv4", () => {
    expect(addressKey("2001:db8:85a3:1:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:85a3:1::/64");
    expect(addressKey("2001:DB8:85A3:0001::1")).toBe("2001:db8:85a3:1::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::ffff:192.0.2.10")).toBe("192.0.2.10");
    expect(addressKey(" 192.0.2.10 ")).toBe("192.0.2.10");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("no es una dirección")).toBe("raw:no es una dirección");
    expect(addressKey("1:2:3:4:5:6:7:8:9")).toMatch(/^raw:/);
    expect(accountKey(" Admin@Tienda.UY ")).toBe("account:admin@tienda.uy");
  });

  it("two addresses of one /64 share a counter", async () => {
    clock = new Date("2026-11-18T19:00:00Z");
    const limiter = postgresRateLimiter(shop.db, { now: () => clock });
    const rule = { bucket: "test-ipv6", limit: 1, windowSeconds: 60 };
    expect((await limiter.hit(rule, addressKey("2001:db8:1:2::a"))).allowed).toBe(true);
    expect((await limiter.hit(rule, addressKey("2001:db8:1:2::b"))).allowed).toBe(false);
    expect((await limiter.hit(rule, addressKey("2001:db8:1:3::a"))).allowed).toBe(true);
  });
});

describe("rateLimit middleware", () => {
  it("can count by another key (per account), and skips counting when the key is null", async () => {
    const { Hono } = await import("hono");
    const limiter = postgresRateLimiter(shop.db, { now: () => clock });
    const deps = { ...buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db, () => clock), rateLimiter: limiter };
    const login = new Hono<import("../../worker/env.ts").AppEnv>()
      .use(async (c, next) => {
        c.set("deps", deps);
        await next();
      })
      .post(
        "/login",
        rateLimit({
          bucket: "test-login-account",
          limit: 2,
          windowSeconds: 900,
          key: async (c) => {
            const body = (await c.req.json().catch(() => null)) as { email?: string } | null;
            return body?.email ? accountKey(body.email) : null;
          },
        }),
        async (c) => c.json({ ok: true, email: ((await c.req.json()) as { email: string }).email }),
      );
    const attempt = (email?: string) =>
      login.request("/login", { method: "POST", body: JSON.stringify(email ? { email } : {}) });
    expect((await attempt("a@x.uy")).status).toBe(200);
    const second = await attempt("A@x.uy");
    expect(await second.json()).toEqual({ ok: true, email: "A@x.uy" }); // the route still reads the body
    expect((await attempt("a@x.uy")).status).toBe(429);
    expect((await attempt("b@x.uy")).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(200);
  });

  it("refuses a bad rule instead of counting nonsense", async () => {
    const limiter = postgresRateLimiter(shop.db, { now: () => clock });
    await expect(limiter.hit({ bucket: "Bad Name", limit: 1, windowSeconds: 60 }, "k")).rejects.toThrow(/bucket/);
    await expect(limiter.hit({ bucket: "ok", limit: 0, windowSeconds: 60 }, "k")).rejects.toThrow(/limit/);
    await expect(limiter.hit({ bucket: "ok", limit: 1, windowSeconds: 0.5 }, "k")).rejects.toThrow(/window/);
  });
});

describe("the rate_limits table", () => {
  it("is invisible to anon, and the service role sees it", async () => {
    const seen = await shop.db.run(anonymous, async (tx) => {
      const [row] = await tx<{ n: number }[]>`select count(*)::int as n from rate_limits`;
      return row!.n;
    });
    expect(seen).toBe(0);
    const all = await shop.db.run(serviceRole, async (tx) => {
      const [row] = await tx<{ n: number }[]>`select count(*)::int as n from rate_limits`;
      return row!.n;
    });
    expect(all).toBeGreaterThan(0);
  });
});
