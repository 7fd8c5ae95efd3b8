import type { Context } from "hono";
import { PAGE_SIZE } from "../../domain/catalogue.ts";
import type { ProductListQuery } from "../../domain/schemas/catalogue.ts";
import { listCategories, listFeaturedProducts, productListStatements } from "../db/catalogue.ts";
import { anonymous, commitWith } from "../db/database.ts";
import type { AppEnv } from "../env.ts";
import { listingKey } from "./catalogue-cache.ts";

/**
 * The public catalogue reads through the isolate's catalogue cache, shared by GET /api/categories and
 * /api/products and by the first view the Worker inlines into the HTML (worker/seo), so both answer the same JSON.
 */
export function loadCategories(c: Context<AppEnv>) {
  return c.var.catalogueCache.categories.get("all", () => c.var.deps.db.run(anonymous, listCategories), c.var.defer);
}

/** One page of the shop list, filtered, sorted and paged in the database. */
export function loadProductList(c: Context<AppEnv>, filter: ProductListQuery) {
  const { listings, listingTotals } = c.var.catalogueCache;
  return listings.get(
    listingKey(filter),
    async () => {
      // One write: BEGIN and the role, the page (and its total when not known yet) and COMMIT (issue 39).
      const { items, total } = await c.var.deps.db.run(anonymous, async (tx) => {
        const { statements, read } = productListStatements(tx, filter, PAGE_SIZE, listingTotals);
        return read(await commitWith(tx, statements));
      });
      return {
        items,
        total,
        page: filter.page,
        pageSize: PAGE_SIZE,
        totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
      };
    },
    c.var.defer,
  );
}

/**
 * The home's featured products (the owner's picks in order, else the automatic choice), shared by GET /api/featured
 * and the home's first view, which inlines the same answer.
 */
export function loadFeatured(c: Context<AppEnv>) {
  return c.var.catalogueCache.featured.get(
    "featured",
    () => c.var.deps.db.run(anonymous, (tx) => listFeaturedProducts(tx)),
    c.var.defer,
  );
}
