import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";

/** /api/admin/subscribers: placeholder until its issue builds it. */
export const adminSubscriberRoutes = new Hono<AppEnv>();
