import { Hono } from "hono";
import { accountCodeRequest } from "../../domain/schemas/account.ts";
import type { AppEnv } from "../env.ts";
import { accountCodeKey, RATE_LIMITS, rateLimit, rateLimited } from "../http/rate-limit.ts";
import { requireCustomer } from "../http/require-customer.ts";
import { zv } from "../http/validate.ts";
import { linkAccount, readAccount } from "../services/accounts/account.ts";
import { accountDetailRoutes } from "./account-details.ts";

/** /api/account: 'Mi cuenta' (issue 43, decision 034 "## Accounts"). Every answer is private and never cached. */
export const accountRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  /**
   * POST /api/account/code {email}: makes the address's customer account ready (the Auth Admin API, or the stand-in's
   * accounts); the SPA then asks Auth for the code (signInWithOtp, shouldCreateUser false). The same answer whether
   * the address had an account, is an admin's, or is new. Limited per client address and per e-mail address.
   */
  .post("/code", rateLimit(RATE_LIMITS.accountCode), zv("json", accountCodeRequest), async (c) => {
    const { email } = c.req.valid("json");
    const perAddress = await c.var.deps.rateLimiter.hit(RATE_LIMITS.accountCodeAddress, accountCodeKey(email));
    if (!perAddress.allowed) return rateLimited(c, perAddress.retryAfterSeconds);
    await c.var.deps.adminAccounts.ensureCustomer(email);
    return c.json({ ready: true as const }, 200);
  })
  /** POST /api/account/link: after signing in, the address's earlier guest orders join the account. */
  .post("/link", requireCustomer, async (c) =>
    c.json(await linkAccount(c.var.deps.db, c.var.customer, c.var.deps.now())),
  )
  /** GET /api/account: the e-mail and the orders, newest first. */
  .get("/", requireCustomer, async (c) => c.json(await readAccount(c.var.deps.db, c.var.caller, c.var.customer)))
  /** Saved addresses, fiscal data and subscriptions (account-details.ts). */
  .route("/", accountDetailRoutes);
