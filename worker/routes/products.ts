import { Hono } from "hono";
import { z } from "zod";
import { PAGE_SIZE } from "../../domain/catalogue.ts";
import { productListQuery } from "../../domain/schemas/catalogue.ts";
import { findProductBySlug, listProducts, listRelatedProducts } from "../db/catalogue.ts";
import { anonymous } from "../db/database.ts";
import type { AppEnv } from "../env.ts";
import { cachePublic } from "../http/cache.ts";
import { notFound } from "../http/errors.ts";
import { zv } from "../http/validate.ts";
import { TtlCache } from "../services/ttl-cache.ts";

/** Totals per filter, for a minute (see TtlCache for why). */
const listingTotals = new TtlCache<number>(60_000, 1_000);

const slugParam = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "Producto no válido." })
    .max(200),
});

export const productRoutes = new Hono<AppEnv>()
  /** GET /api/products: one page of the shop list, filtered, sorted and paged in the database. */
  .get("/", zv("query", productListQuery), async (c) => {
    const filter = c.req.valid("query");
    const { items, total } = await c.var.deps.db.run(anonymous, (tx) =>
      listProducts(tx, filter, PAGE_SIZE, listingTotals),
    );
    cachePublic(c);
    return c.json({
      items,
      total,
      page: filter.page,
      pageSize: PAGE_SIZE,
      totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    });
  })
  /** GET /api/products/:slug: the product with its variants and related products. */
  .get("/:slug", zv("param", slugParam), async (c) => {
    const { slug } = c.req.valid("param");
    const result = await c.var.deps.db.run(anonymous, async (tx) => {
      const product = await findProductBySlug(tx, slug);
      if (!product) return undefined;
      return { product, related: await listRelatedProducts(tx, product) };
    });
    if (!result) throw notFound("No hemos encontrado el producto.");
    cachePublic(c);
    return c.json(result);
  });
