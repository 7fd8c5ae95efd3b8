import type { Context } from "hono";
import type { ProductDetail } from "../../domain/api/catalogue.ts";
import { hazardsView } from "../../domain/safety/index.ts";
import { findProductBySlug, listRelatedProducts } from "../db/catalogue.ts";
import { anonymous } from "../db/database.ts";
import type { AppEnv } from "../env.ts";
import type { ProductPage } from "./catalogue-cache.ts";

/**
 * A product with its related products, or null for an unknown slug, through the isolate's catalogue
 * cache. Shared by GET /api/products/:slug and the product page's server-rendered head, so a visit
 * that starts on the HTML warms the API answer the SPA asks for next.
 */
export function loadProductPage(c: Context<AppEnv>, slug: string): Promise<ProductPage> {
  return c.var.catalogueCache.products.get(
    slug,
    () =>
      c.var.deps.db.run(anonymous, async (tx) => {
        const row = await findProductBySlug(tx, slug);
        if (!row) return null;
        // The texts of the product's own H/P codes travel in the answer (read from ghs_statements): neither the shop's
        // bundle nor the Worker holds the lists.
        const { safety, ...rest } = row;
        const product: ProductDetail = { ...rest, hazards: hazardsView(safety) };
        return { product, related: await listRelatedProducts(tx, product) };
      }),
    c.var.defer,
  );
}
