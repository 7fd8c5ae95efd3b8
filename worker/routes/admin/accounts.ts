import { Hono } from "hono";
import { adminAccountParam, newAdminAccount, passwordChange } from "../../../domain/schemas/admin-accounts.ts";
import type { AppEnv } from "../../env.ts";
import { RATE_LIMITS, rateLimit } from "../../http/rate-limit.ts";
import { zv } from "../../http/validate.ts";
import {
  addAdminAccount,
  changeOwnPassword,
  listAdminAccounts,
  removeAdminAccount,
} from "../../services/auth/admin-accounts.ts";

/**
 * /api/admin/accounts and /api/admin/account: who may use the back office (services/auth/admin-accounts.ts
 * has the rules). Supabase Auth's Admin API in a project; the embedded stand-in's accounts locally.
 */
export const adminAccountRoutes = new Hono<AppEnv>()
  /** GET /api/admin/accounts: every admin, the signed-in one marked `you`. */
  .get("/accounts", async (c) => c.json(await listAdminAccounts(c.var.deps.adminAccounts, c.var.admin)))
  /** POST /api/admin/accounts {email, password}: adds an admin; 201 {id}, 409 account_exists for a taken e-mail. */
  .post("/accounts", zv("json", newAdminAccount), async (c) => {
    const { id } = await addAdminAccount(c.var.deps.adminAccounts, c.req.valid("json"));
    return c.json({ id }, 201);
  })
  /** DELETE /api/admin/accounts/:id: removes another admin's account; 409 for oneself or the last admin. */
  .delete("/accounts/:id", zv("param", adminAccountParam), async (c) => {
    await removeAdminAccount(c.var.deps.adminAccounts, c.var.admin, c.req.valid("param").id);
    return c.body(null, 204);
  })
  /**
   * POST /api/admin/account/password {currentPassword, newPassword, confirmPassword}: the admin's own
   * password; 400 wrong_password when the current one is wrong. Every session of the account ends (this one
   * too). Counted like sign-ins (it checks a password).
   */
  .post("/account/password", rateLimit(RATE_LIMITS.adminPassword), zv("json", passwordChange), async (c) => {
    await changeOwnPassword(c.var.deps.adminAccounts, c.var.admin, c.req.valid("json"));
    return c.body(null, 204);
  });
