import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { isSpaPath } from "../../worker/seo/spa-paths.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

const shell = `<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Shell</title>
<meta name="description" content="default" /></head><body><div id="root"></div></body></html>`;

let shop: TestShop;
let app: ReturnType<typeof createApp>;
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never;
// Stands in for the static assets (files).
const env = { ASSETS: { fetch: async () => new Response("spa", { status: 200 }) } };
beforeAll(async () => {
  shop = await startTestShop();
  const config = parseConfig({ ENVIRONMENT: "test", PUBLIC_SITE_URL: "https://tienda.example.uy" });
  app = createApp(() => buildDeps(config, shop.db), { loadShell: async () => shell });
});
afterAll(() => shop.close());

const get = (path: string) => app.request(path, {}, env, ctx);

describe("unknown pages answer 404 with the SPA", () => {
  it("knows every page of the SPA's route tree", () => {
    const tree = readFileSync(new URL("../../web/routeTree.gen.ts", import.meta.url), "utf8");
    const block = /fullPaths:([\s\S]*?)fileRoutesByTo/.exec(tree)?.[1] ?? "";
    const paths = [...block.matchAll(/'([^']+)'/g)].map((m) => m[1]!.replace(/\$[a-z]*/gi, "x1"));
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) expect(isSpaPath(path), path).toBe(true);
  });

  it("answers an unknown path 404 with the shell and noindex", async () => {
    for (const path of ["/no-existe", "/shop/product", "/blog/post", "/shop/cart/extra", "/nosotros/"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain("<title>Página no encontrada · Química Oriental</title>");
      expect(html).toContain('<meta name="robots" content="noindex');
    }
  });

  it("answers the SPA's pages 200 with the shell, and passes files to the assets", async () => {
    for (const path of [
      "/about",
      "/shop/cart",
      "/shop/order/12",
      "/shop/order/12/cfe/cfe",
      "/success/3",
      "/wishlist",
      "/admin/orders",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain("noindex");
    }
    const file = await get("/favicon.ico");
    expect(file.status).toBe(200);
    expect(await file.text()).toBe("spa");
  });

  it("answers an unknown product 404", async () => {
    expect((await get("/shop/product/no-existe-este-producto")).status).toBe(404);
  });
});
