import { Hono } from "hono";
import { listCategories } from "../db/catalogue.ts";
import { anonymous } from "../db/database.ts";
import type { AppEnv } from "../env.ts";
import { cachePublic } from "../http/cache.ts";

/** GET /api/categories: every category; `isAll` marks 'Todos', which the home list leaves out. */
export const categoryRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const items = await c.var.catalogueCache.categories.get(
    "all",
    () => c.var.deps.db.run(anonymous, listCategories),
    c.var.defer,
  );
  cachePublic(c);
  return c.json({ items });
});
