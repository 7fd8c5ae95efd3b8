import { Hono } from "hono";
import {
  newsletterConfirmRequest,
  newsletterRequest,
  newsletterUnsubscribeQuery,
} from "../../domain/schemas/newsletter.ts";
import { outboxDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { RATE_LIMITS, rateLimit } from "../http/rate-limit.ts";
import { zv } from "../http/validate.ts";
import { deliverMail } from "../services/mail/outbox.ts";
import { confirm, type NewsletterDeps, subscribe, unsubscribeByToken } from "../services/newsletter/subscriptions.ts";

export const newsletterDeps = (c: { var: AppEnv["Variables"] }): NewsletterDeps => ({
  db: c.var.deps.db,
  siteUrl: c.var.deps.config.PUBLIC_SITE_URL,
  now: c.var.deps.now,
  rateLimiter: c.var.deps.rateLimiter,
});

/**
 * /api/newsletter: the newsletter with double opt-in (DESIGN.md 4.7: kept in our own database). Only the
 * Worker writes subscribers (RLS), as the service role after validating the request.
 */
export const newsletterRoutes = new Hono<AppEnv>()
  /**
   * POST /api/newsletter: asks for a subscription; a confirmation mail goes to the address (at most
   * RATE_LIMITS.confirmationMail a day to one address). The answer is the same for a new, pending, confirmed or
   * unsubscribed address, and one that reached that cap, so nobody learns who is on the list.
   */
  .post("/", rateLimit(RATE_LIMITS.newsletter), zv("json", newsletterRequest), async (c) => {
    const { email, source, consent } = c.req.valid("json");
    const mailIds = await subscribe(newsletterDeps(c), email, source ?? "footer", consent);
    if (mailIds.length) c.var.defer(deliverMail(outboxDeps(c.var.deps), { ids: mailIds }));
    c.header("Cache-Control", "no-store");
    return c.json({ subscribed: true as const }, 200);
  })
  /**
   * POST /api/newsletter/confirm {token}: a link of the confirmation mails (each expires; any of them confirms the
   * pending address). A link of an address already confirmed answers 200 with `alreadyConfirmed: true`.
   */
  .post("/confirm", zv("json", newsletterConfirmRequest), async (c) => {
    const { outcome, mailIds } = await confirm(newsletterDeps(c), c.req.valid("json").token);
    c.header("Cache-Control", "no-store");
    if (outcome === "expired") {
      throw new ApiError(
        410,
        "link_expired",
        "El enlace de confirmación venció. Suscríbase de nuevo y le enviaremos otro.",
      );
    }
    if (outcome === "invalid") {
      throw notFound("El enlace de confirmación no es válido o ya fue usado.");
    }
    // The same link opened again: the address is confirmed already (nothing is mailed twice).
    if (outcome === "already") return c.json({ confirmed: true as const, alreadyConfirmed: true }, 200);
    c.var.defer(deliverMail(outboxDeps(c.var.deps), { ids: mailIds }));
    return c.json({ confirmed: true as const, alreadyConfirmed: false }, 200);
  })
  /**
   * POST /api/newsletter/unsubscribe?token=…: one-click unsubscribe, without signing in. Mail programs
   * POST here from the List-Unsubscribe header with the body 'List-Unsubscribe=One-Click' (RFC 8058), which
   * is not needed: the token in the address says who. The unsubscribe page posts here too. Doing it twice
   * answers the same.
   */
  .post("/unsubscribe", zv("query", newsletterUnsubscribeQuery), async (c) => {
    const done = await unsubscribeByToken(newsletterDeps(c), c.req.valid("query").token);
    c.header("Cache-Control", "no-store");
    if (!done) throw notFound("El enlace para darse de baja no es válido.");
    return c.json({ unsubscribed: true as const }, 200);
  });
