import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";
import { requireAdmin } from "../../http/require-admin.ts";
import { dashboardRoutes } from "./dashboard.ts";
import { adminOrderRoutes } from "./orders.ts";

/**
 * /api/admin/*: the back office's API. One auth middleware in front of every route (a valid admin token,
 * then the request runs under the admin's claims so RLS decides too). Each area is a sub-app here.
 */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  /** GET /api/admin/session: who is signed in (the shell's top bar). */
  .get("/session", (c) => {
    const { id, email } = c.var.admin;
    return c.json({ admin: { id, email } });
  })
  .route("/orders", adminOrderRoutes)
  .route("/dashboard", dashboardRoutes);
