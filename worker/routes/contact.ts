import { Hono } from "hono";
import { CONTACT_HONEYPOT, contactRequest } from "../../domain/schemas/contact.ts";
import { outboxDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { RATE_LIMITS, rateLimit } from "../http/rate-limit.ts";
import { zv } from "../http/validate.ts";
import { sendContactMessage } from "../services/contact/send-message.ts";
import { deliverMail } from "../services/mail/outbox.ts";

/**
 * POST /api/contact: the contact form. The message is stored and mailed to the shop (Reply-To the sender)
 * in one transaction. A bot that fills the hidden honeypot field gets the same 201 and nothing happens;
 * the rate limit (per client address) answers 429 before anything is read.
 */
export const contactRoutes = new Hono<AppEnv>().post(
  "/",
  rateLimit(RATE_LIMITS.contact),
  zv("json", contactRequest),
  async (c) => {
    const { [CONTACT_HONEYPOT]: trap, ...message } = c.req.valid("json");
    c.header("Cache-Control", "no-store");
    if (trap?.trim()) return c.json({ sent: true as const }, 201);
    const { config, db } = c.var.deps;
    const mailIds = await sendContactMessage(
      { db, shopEmail: config.SHOP_NOTIFY_EMAIL, siteUrl: config.PUBLIC_SITE_URL },
      message,
    );
    c.var.defer(deliverMail(outboxDeps(c.var.deps), { ids: mailIds }));
    return c.json({ sent: true as const }, 201);
  },
);
