import { Hono } from "hono";
import * as z from "zod";
import { plainProductListQuery, productListQuery } from "../../domain/schemas/catalogue.ts";
import type { AppEnv } from "../env.ts";
import { cachePublic } from "../http/cache.ts";
import { notFound } from "../http/errors.ts";
import { zv } from "../http/validate.ts";
import { loadProductList } from "../services/catalogue-reads.ts";
import { loadProductPage } from "../services/product-page.ts";

const slugParam = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "Producto no válido." })
    .max(200),
});

export const productRoutes = new Hono<AppEnv>()
  /** GET /api/products: one page of the shop list, filtered, sorted and paged in the database. */
  .get("/", zv("query", productListQuery, plainProductListQuery), async (c) => {
    const filter = c.req.valid("query");
    const answer = await loadProductList(c, filter);
    cachePublic(c);
    return c.json(answer);
  })
  /** GET /api/products/:slug: the product with its variants and related products. */
  .get("/:slug", zv("param", slugParam), async (c) => {
    const { slug } = c.req.valid("param");
    const result = await loadProductPage(c, slug);
    if (!result) throw notFound("No hemos encontrado el producto.");
    cachePublic(c);
    return c.json(result);
  });
