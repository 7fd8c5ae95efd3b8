import { Hono } from "hono";
import { newsletterRequest } from "../../domain/schemas/newsletter.ts";
import { serviceRole } from "../db/database.ts";
import { addSubscriber } from "../db/newsletter.ts";
import type { AppEnv } from "../env.ts";
import { RATE_LIMITS, rateLimit } from "../http/rate-limit.ts";
import { zv } from "../http/validate.ts";

/**
 * POST /api/newsletter: subscribe an address (kept in our own database, DESIGN.md 4.7). The answer is
 * the same whether the address was new or already subscribed, so nobody can learn from it who is.
 */
export const newsletterRoutes = new Hono<AppEnv>().post(
  "/",
  rateLimit(RATE_LIMITS.newsletter),
  zv("json", newsletterRequest),
  async (c) => {
    const { email, source } = c.req.valid("json");
    // Anonymous visitors may not write tables directly (RLS); the Worker does it for them after validation.
    await c.var.deps.db.run(serviceRole, (tx) => addSubscriber(tx, email, source ?? "footer"));
    c.header("Cache-Control", "no-store");
    return c.json({ subscribed: true as const }, 200);
  },
);
