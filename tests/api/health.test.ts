import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe("GET /api/health", () => {
  it("reports a reachable database and what the public sees", async () => {
    const res = await shop.request("/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body.status).toBe("ok");
    expect(body.database.reachable).toBe(true);
    expect(body.counts.categories).toBe(6);
    expect(body.counts.products).toBeGreaterThanOrEqual(48);
  });

  it("answers 503 with reachable=false when the database is gone", async () => {
    const { createApp } = await import("../../worker/app.ts");
    const { parseConfig } = await import("../../worker/config.ts");
    const { openDatabase } = await import("../../worker/db/database.ts");
    const { buildDeps } = await import("../../worker/deps.ts");
    const dead = openDatabase("postgres://postgres:postgres@127.0.0.1:1/postgres");
    const app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), dead));
    const res = await app.request("/api/health", {}, {}, { waitUntil() {}, passThroughOnException() {} } as never);
    expect(res.status).toBe(503);
    expect((await res.json()).database.reachable).toBe(false);
    await dead.close();
  });
});

describe("errors", () => {
  it("answers an unknown API path with a 404 JSON error", async () => {
    const res = await shop.request("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "Ruta no encontrada." } });
  });

  it("answers invalid input with a 400 JSON error in Spanish", async () => {
    const res = await shop.request("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "sin-arroba" }),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.message).toMatch(/correo/i);
  });

  it("answers a body that is not JSON with a 400", async () => {
    const res = await shop.request("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("invalid_input");
  });
});

describe("POST /api/newsletter", () => {
  it("subscribes an address once, whatever its letter case, without telling whether it was there", async () => {
    const send = (email: string) =>
      shop.request("/api/newsletter", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      });
    const first = await send("Ana@Example.com");
    const again = await send("ana@example.com");
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await first.json()).toEqual({ subscribed: true });
    expect(await again.json()).toEqual({ subscribed: true });
    const rows = await shop.pg.query("select email from newsletter_subscribers");
    expect(rows.rows).toHaveLength(1);
  });
});
