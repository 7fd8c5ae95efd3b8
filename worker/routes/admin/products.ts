import { Hono } from "hono";
import type { AdminProductList } from "../../../domain/api/admin.ts";
import {
  adminProductListQuery,
  adminProductParam,
  checkedProductInput,
  productBulkInput,
} from "../../../domain/schemas/product-form.ts";
import { listAdminProducts, readAdminProduct } from "../../db/admin-products.ts";
import type { AppEnv } from "../../env.ts";
import { notFound } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";
import { eraseImages } from "../../services/images.ts";
import { createAdminProduct, editAdminProduct, removeAdminProduct } from "../../services/products/admin-products.ts";
import { bulkChangeProducts } from "../../services/products/bulk-products.ts";
import { mailRestockedAfterSave } from "../stock-alerts.ts";

/**
 * /api/admin/products: the catalogue's products, drafts included (requireAdmin has run, so every query runs
 * under the admin's claims and RLS). Each write is one transaction; once it committed the catalogue cache is
 * cleared (the shop, product page, sitemap and SEO head show it at once) and images no longer used are erased.
 */
export const adminProductRoutes = new Hono<AppEnv>()
  /** GET /api/admin/products?q&category&filter&sort&page&pageSize: one page (newest first unless sorted), with the total. */
  .get("/", zv("query", adminProductListQuery), async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await c.var.deps.db.run(c.var.caller, (tx) => listAdminProducts(tx, query));
    return c.json({ items, total, page: query.page, pageSize: query.pageSize } satisfies AdminProductList);
  })
  /** GET /api/admin/products/:id: one product, draft or not. */
  .get("/:id", zv("param", adminProductParam), async (c) => {
    const { id } = c.req.valid("param");
    const product = await c.var.deps.db.run(c.var.caller, (tx) => readAdminProduct(tx, id));
    if (!product) throw notFound("No encontramos el producto.");
    return c.json({ product });
  })
  /** POST /api/admin/products: adds a product with its sizes. */
  .post("/", zv("json", checkedProductInput), async (c) => {
    const product = await createAdminProduct(c.var.deps.db, c.var.caller, c.req.valid("json"));
    c.var.catalogueCache.clear();
    return c.json({ product }, 201);
  })
  /**
   * POST /api/admin/products/bulk {action: publish | unpublish | move, ids, categoryId?}: one transaction, all or
   * nothing (services/products/bulk-products.ts); the products as saved.
   */
  .post("/bulk", zv("json", productBulkInput), async (c) => {
    const products = await bulkChangeProducts(c.var.deps.db, c.var.caller, c.req.valid("json"));
    c.var.catalogueCache.clear();
    return c.json({ products });
  })
  /** PUT /api/admin/products/:id: changes a product; its sizes become exactly the ones sent. */
  .put("/:id", zv("param", adminProductParam), zv("json", checkedProductInput), async (c) => {
    const { id } = c.req.valid("param");
    const { product, dropped } = await editAdminProduct(c.var.deps.db, c.var.caller, id, c.req.valid("json"));
    c.var.catalogueCache.clear();
    await mailRestockedAfterSave(c, [id]);
    await eraseDropped(c.var.deps, dropped);
    return c.json({ product });
  })
  /** DELETE /api/admin/products/:id: removes the product and erases its uploaded images. */
  .delete("/:id", zv("param", adminProductParam), async (c) => {
    const urls = await removeAdminProduct(c.var.deps.db, c.var.caller, c.req.valid("param").id);
    c.var.catalogueCache.clear();
    await eraseDropped(c.var.deps, urls);
    return c.json({ deleted: true });
  });

/** Erasing files is tidying up after the commit: a failure is logged, the answer stays a success. */
async function eraseDropped(deps: Parameters<typeof eraseImages>[0], urls: string[]) {
  try {
    await eraseImages(deps, urls);
  } catch (error) {
    console.error("[admin] could not erase product images", urls, error);
  }
}
