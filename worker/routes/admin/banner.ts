import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";

/** /api/admin/banner: placeholder until its issue builds it. */
export const adminBannerRoutes = new Hono<AppEnv>();
