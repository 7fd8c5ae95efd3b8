import * as z from "zod";
import { BAD_CONSENT, NEWSLETTER_CONSENTS } from "../consents.ts";
import { shopperEmail } from "./shopper-email.ts";

// The newsletter form (footer, blog, checkout). SPEC: the footer form submits only when the text
// contains '@' (it checks looksLikeEmail and shows nothing otherwise); the API then wants a real address.

const BAD_LINK = "El enlace no es válido.";

export { looksLikeEmail } from "./shopper-email.ts";

export const NEWSLETTER_SOURCES = ["footer", "blog", "checkout"] as const;
/** Where a subscription was asked for; 'cuenta' only from the signed-in account page (never a public request). */
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number] | "cuenta";

/** How long the link of a confirmation mail works. */
export const CONFIRMATION_DAYS = 7;

export const newsletterRequest = z.object({
  // One subscription per mailbox, whatever the capitalisation typed.
  email: shopperEmail().transform((email) => email.toLowerCase()),
  source: z.enum(NEWSLETTER_SOURCES).optional(),
  /** Which wording the form showed (domain/consents.ts); without it, the one the footer's form shows. */
  consent: z.enum(NEWSLETTER_CONSENTS, { error: BAD_CONSENT }).optional(),
});

export type NewsletterRequest = z.output<typeof newsletterRequest>;

/** A token from a newsletter link (confirmation or unsubscribe): URL-safe characters only. */
const linkToken = z.string({ error: BAD_LINK }).regex(/^[A-Za-z0-9_-]{32,128}$/, { error: BAD_LINK });

/** POST /api/newsletter/confirm. */
export const newsletterConfirmRequest = z.object({ token: linkToken });

/** POST /api/newsletter/unsubscribe?token=… (the one-click link of RFC 8058; its body is ignored). */
export const newsletterUnsubscribeQuery = z.object({ token: linkToken });
