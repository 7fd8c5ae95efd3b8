import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";

/** /api/admin/vacation: placeholder until its issue builds it. */
export const adminVacationRoutes = new Hono<AppEnv>();
