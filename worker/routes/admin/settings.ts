import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";

/** /api/admin/settings: placeholder until its issue builds it. */
export const adminSettingsRoutes = new Hono<AppEnv>();
