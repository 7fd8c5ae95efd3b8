import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";

/** /api/admin/messages: placeholder until its issue builds it. */
export const adminMessageRoutes = new Hono<AppEnv>();
