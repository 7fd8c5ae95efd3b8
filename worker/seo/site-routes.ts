import { type Context, Hono } from "hono";
import { productHead } from "../../domain/product-seo.ts";
import { listProductSlugs } from "../db/catalogue.ts";
import { anonymous } from "../db/database.ts";
import type { AppEnv } from "../env.ts";
import { loadProductPage } from "../services/product-page.ts";
import { blogListHead, blogPostHead, blogSitemapUrls } from "./blog-post-head.ts";
import type { PageHead } from "./head.ts";
import { SITE_NAME } from "./head.ts";
import { productJsonLd } from "./product-json-ld.ts";
import { type PageSources, sendPage } from "./send-page.ts";

export type { PageSources, ShellLoader } from "./send-page.ts";

const HOME_DESCRIPTION =
  "Materias primas para cosmética, farmacia, veterinaria y alimentos; aceites esenciales, fragancias, colorantes, sabores y vitaminas por 30, 100, 500 y 1000 cc. Montevideo, desde 1995.";

/** Static pages listed in the sitemap (their own heads come from the SPA shell's defaults). */
const STATIC_PATHS = [
  "/",
  "/shop",
  "/about",
  "/services",
  "/information",
  "/blog",
  "/contact",
  "/terms-and-conditions",
  "/privacy",
];

const site = (c: Context<AppEnv>) => c.var.deps.config.PUBLIC_SITE_URL;

/** Pages the Worker renders a head for (wrangler.toml run_worker_first lists the same paths). */
export function siteRoutes(sources: PageSources) {
  const page = (c: Context<AppEnv>, head: PageHead, status: 200 | 404 = 200) => sendPage(c, sources, { head, status });

  const home = (c: Context<AppEnv>) =>
    page(c, {
      title: `${SITE_NAME} · Materias primas y aceites esenciales en Montevideo`,
      description: HOME_DESCRIPTION,
      canonical: new URL("/", site(c)).toString(),
      image: new URL("/images/home/hero-1.webp", site(c)).toString(),
    });

  return new Hono<AppEnv>()
    .get("/", home)
    .get("/home", home)
    .get("/shop", (c) =>
      page(c, {
        title: `Tienda · ${SITE_NAME}`,
        description:
          "Aceites esenciales, aceites vegetales, fragancias, colorantes, sabores y vitaminas por tamaño. Precios en pesos uruguayos con IVA incluido.",
        canonical: new URL("/shop", site(c)).toString(),
      }),
    )
    .get("/shop/product/:slug", async (c) => {
      const slug = c.req.param("slug");
      const found = /^[a-z0-9-]{1,200}$/.test(slug) ? await loadProductPage(c, slug) : null;
      const product = found?.product;
      const canonical = new URL(`/shop/product/${slug}`, site(c)).toString();
      if (!product) {
        return page(
          c,
          { title: `Producto no encontrado · ${SITE_NAME}`, description: HOME_DESCRIPTION, canonical, noindex: true },
          404,
        );
      }
      const image = product.images[0] ?? product.thumbImages[0];
      return page(c, {
        // The owner's SEO title and description when written (back office), else the name and description's start.
        ...productHead(product, SITE_NAME),
        canonical,
        type: "product",
        image: image ? new URL(image, site(c)).toString() : undefined,
        jsonLd: productJsonLd(product, site(c)),
      });
    })
    .get("/blog", (c) => page(c, blogListHead(c)))
    .get("/blog/post/:id", async (c) => {
      const { head, status } = await blogPostHead(c, c.req.param("id"));
      return page(c, head, status);
    })
    .get("/sitemap.xml", async (c) => {
      const products = await c.var.deps.db.run(anonymous, listProductSlugs);
      const posts = await blogSitemapUrls(c);
      const base = site(c);
      const urls = [
        ...STATIC_PATHS.map((path) => `<url><loc>${new URL(path, base)}</loc></url>`),
        ...products.map(
          (p) =>
            `<url><loc>${new URL(`/shop/product/${p.slug}`, base)}</loc><lastmod>${new Date(p.updatedAt).toISOString().slice(0, 10)}</lastmod></url>`,
        ),
        ...posts,
      ];
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
      );
    })
    .get("/robots.txt", (c) => {
      c.header("Cache-Control", "public, max-age=3600");
      return c.text(
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${new URL("/sitemap.xml", site(c))}\n`,
      );
    });
}
