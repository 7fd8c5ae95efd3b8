import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import type { Renderer } from "../../worker/seo/page-render.ts";
import { customer, pickVariant, postJson } from "../support/orders.ts";
import { loadRenderer } from "../support/renderer.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 27: every public page's first view is rendered by the SPA's own components (the renderer Worker, built from
// this checkout), with the API answers its route loaders ask for, fetched in-process and inlined for the SPA.

const assets = JSON.stringify({
  "/shop/": { js: ["/assets/shop-1.js"], css: ["/assets/shop-1.css"] },
  "/shop/product/$slug": { js: ["/assets/product-1.js"], css: ["/assets/product-1.css"] },
}).replace(/"/g, "&quot;");
const shell = `<!doctype html><html lang="es"><head><title>Shell</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-1.js">
  </head><body><div id="root"></div><template id="first-view" data-assets="${assets}"><header>Marco</header><main><!--first-view--></main><footer>Pie</footer></template>
  </body></html>`;

let shop: TestShop;
let app: ReturnType<typeof createApp>;
let renderer: Renderer;
let orderPath: string;
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never;
const files = { fetch: async () => new Response("file") };

beforeAll(async () => {
  shop = await startTestShop();
  renderer = await loadRenderer();
  app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db), { loadShell: async () => shell });
  const sale = await pickVariant(shop);
  const res = await postJson(shop, "/api/orders", {
    ...customer(),
    items: [{ productId: sale.productId, variantId: sale.variantId, quantity: 1 }],
    idempotencyKey: `first-view-${Date.now()}`,
  });
  const { order } = (await res.json()) as { order: { id: number; accessToken: string } };
  orderPath = `/shop/order/${order.id}?token=${order.accessToken}`;
});
afterAll(() => shop.close());

async function page(path: string, bound: Record<string, unknown> = { RENDERER: renderer }) {
  const res = await app.request(path, {}, { ASSETS: files, ...bound }, ctx);
  const html = await res.text();
  const root =
    /<div id="root" data-rendered="">([\s\S]*?)<\/div>\s*<script type="application\/json" id="api-data">/.exec(
      html,
    )?.[1];
  const data = JSON.parse(/<script type="application\/json" id="api-data">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}");
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(root ?? "")?.[1]?.replace(/<[^>]+>/g, "");
  return { res, html, root: root ?? "", data: data as Record<string, unknown>, h1 };
}

const slugOf = async () =>
  (await shop.pg.query<{ slug: string }>("select slug from products where published order by id limit 1")).rows[0]!
    .slug;
const postIdOf = async () =>
  (await shop.pg.query<{ id: number }>("select id::int from blog_posts where published order by id limit 1")).rows[0]!
    .id;

describe("every public page's first view", () => {
  it("is the page itself, header, main heading and footer, drawn by the SPA's components", async () => {
    const product = await slugOf();
    const post = await postIdOf();
    const expected: [string, RegExp][] = [
      ["/", /Materias primas y aceites esenciales/],
      ["/shop", /^Productos$/],
      [`/shop/product/${product}`, /\S/],
      ["/blog", /^Blog$/],
      [`/blog/post/${post}`, /\S/],
      ["/about", /^Nuestra empresa$/],
      ["/services", /\S/],
      ["/information", /^Información$/],
      ["/terms-and-conditions", /\S/],
      ["/privacy", /^Política de privacidad$/],
      ["/mis-datos", /^Mis datos$/],
      ["/contact", /^Contacto$/],
      ["/shop/cart", /^Carrito$/],
      ["/wishlist", /^Favoritos$/],
      ["/shop/checkout", /^Resumen$/],
      [orderPath, /Pedido/],
      ["/no-existe", /Oops/],
    ];
    for (const [path, heading] of expected) {
      const { res, root, h1 } = await page(path);
      expect(res.status, path).toBe(path === "/no-existe" ? 404 : 200);
      expect(root, path).toMatch(/^<a class="skip-link" href="#contenido">/);
      expect(root, path).toContain('<header class="site-header">');
      expect(root, path).toContain('<footer class="site-footer"');
      expect(h1, path).toMatch(heading);
      // Nothing of the build-time frame is left, and nothing is a script React would need to run.
      expect(root, path).not.toMatch(/<template|<script|Marco/);
    }
  });

  it("shows what the loaders read: the product's name, the shop's categories, the owner's text", async () => {
    const { rows } = await shop.pg.query<{ slug: string; name: string }>(
      "select slug, name from products where published order by id limit 1",
    );
    const product = await page(`/shop/product/${rows[0]!.slug}`);
    expect(product.h1).toBe(rows[0]!.name);
    const categories = (await shop.pg.query<{ title: string }>("select title from categories")).rows;
    const home = await page("/");
    for (const { title } of categories.filter((c) => c.title !== "Todos")) expect(home.root).toContain(title);
    const { rows: pages } = await shop.pg.query<{ body: string }>("select body from pages where slug = 'nosotros'");
    const sentence = pages[0]!.body.split("\n").find((line) => /^[A-ZÁÉÍÓÚ][^{}#*[\]_`|<>&"]{30,}$/.test(line.trim()));
    expect(sentence).toBeDefined();
    expect((await page("/about")).root).toContain(sentence!.trim().slice(0, 30));
  });

  it("inlines every answer the page's loaders asked for, under the path the SPA asks with", async () => {
    const shopList = await page("/shop?sort=price-asc");
    expect(Object.keys(shopList.data)).toEqual(expect.arrayContaining(["/categories", "/products?sort=price-asc"]));
    const home = await page("/");
    expect(Object.keys(home.data)).toEqual(
      expect.arrayContaining([
        "/categories",
        "/featured",
        "/site-notices",
        "/feed",
        "/blog/latest?limit=3",
        "/settings",
      ]),
    );
    const order = await page(orderPath);
    const [, id, token] = /\/shop\/order\/(\d+)\?token=(.+)$/.exec(orderPath)!;
    expect(Object.keys(order.data)).toContain(`/orders/${id}?token=${token}`);
  });

  it("names the matched pages' styles in the head, fetches their code after the paint and preloads the largest image", async () => {
    const { html } = await page(`/shop/product/${await slugOf()}`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/product-1.css" />');
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toMatch(
      /<script src="\/first-view.js" defer data-entry="\/assets\/index-1.js" data-preload="\/assets\/app-1.js \/assets\/product-1.js"><\/script>/,
    );
    expect(html).toMatch(/<link rel="preload" as="image" href="\/images\/[^"]+" fetchpriority="high" \/>/);
  });

  it("does not keep the customer's own pages in a shared cache", async () => {
    expect((await page(orderPath)).res.headers.get("cache-control")).toBe("private, no-store");
    expect((await page("/shop")).res.headers.get("cache-control")).toMatch(/^public/);
  });

  it("falls back to the build's frame when the renderer fails or is not bound: the page still goes out", async () => {
    const broken: Renderer = { fetch: async () => new Response("boom", { status: 500 }) };
    for (const bound of [{ RENDERER: broken }, {}]) {
      const { res, html } = await page("/shop", bound);
      expect(res.status).toBe(200);
      expect(html).toContain('<div id="root"><header>Marco</header><main></main><footer>Pie</footer></div>');
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    }
  });

  it("leaves the back office to its code", async () => {
    let asked = 0;
    const counting: Renderer = {
      fetch: (request) => {
        asked++;
        return renderer.fetch(request);
      },
    };
    const { html } = await page("/admin/orders", { RENDERER: counting });
    expect(asked).toBe(0);
    expect(html).toContain('<div id="root"></div>');
  });
});

describe("the renderer Worker", () => {
  const render = async (body: unknown) =>
    renderer.fetch(new Request("https://renderer.internal/", { method: "POST", body: JSON.stringify(body) }));

  it("says which API answers the page's loaders need, then renders with them", async () => {
    const first = (await (await render({ url: "/shop", answers: {} })).json()) as { missing: string[] };
    expect(first.missing.sort()).toEqual(["/categories", "/products"]);
    const answers = {
      "/categories": { status: 200, body: { items: [] } },
      "/products": { status: 200, body: { items: [], total: 0, page: 1, pageSize: 12, pages: 0 } },
    };
    const second = (await (await render({ url: "/shop", answers })).json()) as { html: string; routes: string[] };
    expect(second.html).toContain("Productos");
    expect(second.routes).toContain("/shop/");
  });

  it("renders an API error the way the SPA shows it (an unknown product)", async () => {
    const answers = {
      "/products/no-hay": { status: 404, body: { error: { code: "not_found", message: "No encontrado." } } },
      "/feed": { status: 200, body: { items: [] } },
    };
    const out = (await (await render({ url: "/shop/product/no-hay", answers })).json()) as { html: string };
    expect(out.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });

  it("refuses what is not a page request", async () => {
    expect((await render({ url: "https://elsewhere.example/", answers: {} })).status).toBe(400);
    expect((await render({ answers: {} })).status).toBe(400);
    expect((await renderer.fetch(new Request("https://renderer.internal/", { method: "GET" }))).status).toBe(405);
  });
});
