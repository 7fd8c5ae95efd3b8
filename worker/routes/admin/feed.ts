import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";

/** /api/admin/feed: placeholder until its issue builds it. */
export const adminFeedRoutes = new Hono<AppEnv>();
