import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

const shell = `<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Shell</title>
<meta name="description" content="default" /></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

let shop: TestShop;
let app: ReturnType<typeof createApp>;
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never;
beforeAll(async () => {
  shop = await startTestShop();
  const config = parseConfig({ ENVIRONMENT: "test", PUBLIC_SITE_URL: "https://tienda.example.uy" });
  app = createApp(() => buildDeps(config, shop.db), { loadShell: async () => shell });
});
afterAll(() => shop.close());

const get = (path: string) => app.request(path, {}, {}, ctx);

describe("HTML heads rendered by the Worker", () => {
  it("gives a product page its title, description, canonical URL, Open Graph and JSON-LD", async () => {
    const res = await get("/shop/product/aceite-esencial-de-limon");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Aceite esencial de Limón · Química Oriental</title>");
    expect(html).toContain(
      '<link rel="canonical" href="https://tienda.example.uy/shop/product/aceite-esencial-de-limon" />',
    );
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const json = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(json["@type"]).toBe("Product");
    expect(json.name).toBe("Aceite esencial de Limón");
    expect(json.offers[0].priceCurrency).toBe("UYU");
    expect(json.offers[0].availability).toMatch(/InStock|OutOfStock/);
    // The SPA itself is still there.
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it("uses the owner's SEO title and description in the title, description, Open Graph and JSON-LD, escaped", async () => {
    const { rows } = await shop.pg.query<{ slug: string; name: string }>(
      `update products set seo_title = $1, seo_description = $2
        where id = (select min(id) from products where published and slug <> 'aceite-esencial-de-limon')
       returning slug, name`,
      [`Lavanda "pura" <b>&</b> $' 100 ml`, "Para jabones </script><script>alert(1)</script> y cremas & más."],
    );
    const { slug, name } = rows[0]!;
    const html = await (await get(`/shop/product/${slug}`)).text();
    const title = "Lavanda &quot;pura&quot; &lt;b&gt;&amp;&lt;/b&gt; $&#39; 100 ml";
    const description = "Para jabones &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; y cremas &amp; más.";
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain(`<meta name="description" content="${description}" />`);
    expect(html).toContain(`<meta property="og:description" content="${description}" />`);
    expect(html).not.toContain("<script>alert(1)");
    const json = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(json.name).toBe(`Lavanda "pura" <b>&</b> $' 100 ml`);
    expect(json.description).toBe("Para jabones </script><script>alert(1)</script> y cremas & más.");
    // The product page's API answer carries them for the SPA's own head (web/features/catalogue/use-product-head.ts).
    const api = await (await get(`/api/products/${slug}`)).json();
    expect(api.product).toMatchObject({ name, seoTitle: `Lavanda "pura" <b>&</b> $' 100 ml` });
  });

  it("keeps the name and the description's start when the SEO fields are empty", async () => {
    const html = await (await get("/shop/product/aceite-esencial-de-limon")).text();
    expect(html).toMatch(/<meta name="description" content="[^"]+ Presentaciones: [^"]+" \/>/);
    expect(html).toContain('<meta property="og:title" content="Aceite esencial de Limón · Química Oriental" />');
  });

  it("marks an out-of-stock product OutOfStock", async () => {
    const { rows } = await shop.pg.query<{ slug: string }>("select slug from products where quantity = 0 limit 1");
    const html = await (await get(`/shop/product/${rows[0]!.slug}`)).text();
    expect(html).toContain("https://schema.org/OutOfStock");
  });

  it("answers an unknown product with 404 and noindex", async () => {
    const res = await get("/shop/product/no-existe");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<meta name="robots" content="noindex" />');
  });

  it("gives the home and the shop their own heads", async () => {
    const home = await (await get("/")).text();
    expect(home).toContain("<title>Química Oriental · Materias primas");
    // The home's Open Graph picture is a file the site really has.
    const image = /<meta property="og:image" content="[^"]*?(\/images\/[^"]+)"/.exec(home)?.[1];
    expect(image).toBeDefined();
    expect(existsSync(new URL(`../../web/public${image}`, import.meta.url)), image).toBe(true);
    expect(await (await get("/shop")).text()).toContain("<title>Tienda · Química Oriental</title>");
  });

  it("lists every page and product in /sitemap.xml, and robots.txt points to it", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const { rows } = await shop.pg.query<{ n: number }>("select count(*)::int as n from products where published");
    expect(xml.match(/\/shop\/product\//g)).toHaveLength(rows[0]!.n);
    expect(xml).toContain("<loc>https://tienda.example.uy/about</loc>");
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://tienda.example.uy/sitemap.xml");
  });
});
