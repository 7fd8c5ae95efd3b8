import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";

/** /api/admin/categories: placeholder until its issue builds it. */
export const adminCategoryRoutes = new Hono<AppEnv>();
