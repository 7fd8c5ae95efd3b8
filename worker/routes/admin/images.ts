import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";

/** /api/admin/images: placeholder until its issue builds it. */
export const adminImageRoutes = new Hono<AppEnv>();
