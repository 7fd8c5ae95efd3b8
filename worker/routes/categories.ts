import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { cachePublic } from "../http/cache.ts";
import { loadCategories } from "../services/catalogue-reads.ts";

/** GET /api/categories: every category; `isAll` marks 'Todos', which the home list leaves out. */
export const categoryRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const items = await loadCategories(c);
  cachePublic(c);
  return c.json({ items });
});
