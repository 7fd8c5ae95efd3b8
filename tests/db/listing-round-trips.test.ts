import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { anonymous, openDatabase } from "../../worker/db/database.ts";
import { buildDeps } from "../../worker/deps.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";
import { wireProxy } from "../support/wire-proxy.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe("the shop list's read on the wire (issue 39, decision 028 session 26)", () => {
  it("is one flight: BEGIN and the role, the page, its total and COMMIT leave in one write", async () => {
    const proxy = await wireProxy(shop.url);
    const db = openDatabase(proxy.url, 1);
    // The isolate's catalogue cache off: every request reaches the database, as the bench's "database path".
    const app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), db), {
      catalogueCache: { freshSeconds: 0, staleSeconds: 0 },
    });
    try {
      await db.run(anonymous, (tx) => tx`select 1`); // the connection's start-up, out of the count
      for (const [path, statements] of [
        // A new filter: its page and its total. The same filter again: its page only (the total is kept).
        ["/api/products?q=aceite%27%20o%27%25&sort=price-asc", 2],
        ["/api/products?q=aceite%27%20o%27%25&sort=price-asc&page=2", 1],
        ["/api/products?category=aceites-esenciales&size=100&minPrice=10&maxPrice=5000", 2],
      ] as const) {
        proxy.log.length = 0;
        const res = await app.request(path);
        expect(res.status, await res.clone().text()).toBe(200);
        // One write, which the proxy may see cut in two: postgres.js sends what it has at once when it passes 1 KiB
        // (the page's statement) and the rest (its total, COMMIT) at the next turn of the event loop, before any
        // answer is read. Before session 26 the first took 5 (BEGIN, then a wait for each statement's description,
        // its execution, COMMIT).
        expect(proxy.flights(), `${path}: ${statements} statements and COMMIT`).toBeLessThanOrEqual(2);
      }
    } finally {
      await db.close();
      await proxy.close();
    }
  });
});
