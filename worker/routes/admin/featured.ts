import { Hono } from "hono";
import type { FeaturedList } from "../../../domain/api/featured.ts";
import { FEATURED_LIMIT, featuredInput } from "../../../domain/schemas/featured.ts";
import { listFeaturedPicks, replaceFeaturedPicks } from "../../db/featured.ts";
import type { AppEnv } from "../../env.ts";
import { ApiError } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";

/**
 * /api/admin/featured: the owner's 'Destacados', the products the home's 'Productos destacados' shows in the
 * owner's order (none: the automatic choice stands, worker/db/catalogue.ts listFeaturedProducts).
 */
export const adminFeaturedRoutes = new Hono<AppEnv>()
  /** GET /api/admin/featured: the list in order (drafts and products out of stock too) and its limit. */
  .get("/", async (c) => {
    const items = await c.var.deps.db.run(c.var.caller, listFeaturedPicks);
    return c.json({ items, limit: FEATURED_LIMIT } satisfies FeaturedList);
  })
  /**
   * PUT /api/admin/featured {ids}: the whole ordered list at once (at most FEATURED_LIMIT, each product once, every
   * one existing); the catalogue cache is cleared so the home shows it at once.
   */
  .put("/", zv("json", featuredInput), async (c) => {
    const { ids } = c.req.valid("json");
    const items = await c.var.deps.db.run(c.var.caller, async (tx) => {
      const missing = await replaceFeaturedPicks(tx, ids);
      if (missing.length > 0) {
        const message =
          missing.length === 1
            ? "Uno de los productos de la lista ya no existe (puede que otra persona lo haya eliminado). Recargue la página."
            : "Algunos productos de la lista ya no existen (puede que otra persona los haya eliminado). Recargue la página.";
        throw new ApiError(400, "unknown_product", message, { missing });
      }
      return listFeaturedPicks(tx);
    });
    c.var.catalogueCache.clear();
    return c.json({ items, limit: FEATURED_LIMIT } satisfies FeaturedList);
  });
