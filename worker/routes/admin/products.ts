import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";

/** /api/admin/products: placeholder until its issue builds it. */
export const adminProductRoutes = new Hono<AppEnv>();
