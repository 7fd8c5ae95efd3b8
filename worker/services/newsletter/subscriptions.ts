import { type ConsentKey, consentRecord } from "../../../domain/consents.ts";
import { CONFIRMATION_DAYS, type NewsletterSource } from "../../../domain/schemas/newsletter.ts";
import type { RateLimiterPort } from "../../adapters/rate-limit/port.ts";
import { type Database, serviceRole, type Tx } from "../../db/database.ts";
import { enqueueMail } from "../../db/mail-outbox.ts";
import { type ConfirmOutcome, confirmSubscription, requestSubscription, unsubscribe } from "../../db/newsletter.ts";
import { withConfirmationMailCap } from "../mail/confirmation-cap.ts";
import { readMailShop } from "../mail/render.ts";
import { randomToken, sha256Hex } from "../secrets.ts";
import { confirmationLink, confirmationMail, newsletterLinks, welcomeMail } from "./mails.ts";

export interface NewsletterDeps {
  db: Database;
  siteUrl: string;
  now: () => Date;
  /** Counts the confirmation mails per recipient (services/mail/confirmation-cap.ts). */
  rateLimiter: RateLimiterPort;
}

/**
 * Asks for a subscription inside the caller's transaction (the footer form, the checkout's box): the
 * address becomes pending and a confirmation mail with one more link is queued (the earlier links of a
 * pending address keep working). An address already confirmed gets nothing. Returns the queued mail's id, if any; the caller answers the same
 * either way, so nobody learns whether an address was on the list.
 */
export async function queueSubscription(
  tx: Tx,
  deps: { siteUrl: string; now: () => Date },
  email: string,
  source: NewsletterSource,
  consent: ConsentKey = source === "checkout" ? "boletin-compra-1" : "boletin-1",
): Promise<number[]> {
  const { token, requested } = await requestPending(tx, deps, email, source, consent);
  if (!requested) return [];
  const links = newsletterLinks(deps.siteUrl, requested.unsubscribeToken);
  return [
    await enqueueMail(
      tx,
      confirmationMail(
        email,
        deps.siteUrl,
        await readMailShop(tx),
        confirmationLink(deps.siteUrl, token),
        links,
        CONFIRMATION_DAYS,
      ),
    ),
  ];
}

/** The address pending with its consent and a new confirmation token; null requested: already confirmed. */
async function requestPending(
  tx: Tx,
  deps: { now: () => Date },
  email: string,
  source: NewsletterSource,
  consent: ConsentKey,
) {
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  const requested = await requestSubscription(tx, {
    email,
    source,
    ...consentRecord(consent),
    confirmTokenHash: tokenHash,
    expiresAt: new Date(deps.now().getTime() + CONFIRMATION_DAYS * 86_400_000),
  });
  return { token, tokenHash, requested };
}

/** Confirms the subscription whose token hashes to `tokenHash` and queues the welcome mail, in the caller's transaction. */
async function confirmWithWelcome(tx: Tx, deps: { siteUrl: string; now: () => Date }, tokenHash: string) {
  const outcome = await confirmSubscription(tx, tokenHash, deps.now());
  if (outcome.result !== "confirmed") return { outcome: outcome.result, mailIds: [] as number[] };
  const links = newsletterLinks(deps.siteUrl, outcome.unsubscribeToken);
  const id = await enqueueMail(tx, welcomeMail(outcome.email, deps.siteUrl, await readMailShop(tx), links));
  return { outcome: outcome.result, mailIds: [id] };
}

/**
 * POST /api/newsletter: one transaction (service role: anonymous visitors may not write the table). Over the cap
 * of confirmation mails to the address, nothing is written and nothing mailed; the caller answers the same.
 */
export function subscribe(
  deps: NewsletterDeps,
  email: string,
  source: NewsletterSource,
  consent?: ConsentKey,
): Promise<number[]> {
  return withConfirmationMailCap(deps.rateLimiter, email, async (allowed) =>
    allowed ? deps.db.run(serviceRole, (tx) => queueSubscription(tx, deps, email, source, consent)) : [],
  );
}

/**
 * 'Mi cuenta''s 'Suscripciones' (decision 034): the signed-in customer proved the address with the mailed sign-in
 * code, so the subscription is confirmed at once, with the same consent record (wording and time) and the welcome mail
 * in one transaction; no confirmation mail. An address already confirmed gets nothing.
 */
export function subscribeVerified(deps: NewsletterDeps, email: string): Promise<number[]> {
  return deps.db.run(serviceRole, async (tx) => {
    const { tokenHash, requested } = await requestPending(tx, deps, email, "cuenta", "boletin-1");
    return requested ? (await confirmWithWelcome(tx, deps, tokenHash)).mailIds : [];
  });
}

/** Confirms from the mailed link; on success the welcome mail is queued in the same transaction. */
export async function confirm(
  deps: NewsletterDeps,
  token: string,
): Promise<{ outcome: ConfirmOutcome["result"]; mailIds: number[] }> {
  const hash = await sha256Hex(token);
  return deps.db.run(serviceRole, (tx) => confirmWithWelcome(tx, deps, hash));
}

/** One-click unsubscribe (the mail's link or the List-Unsubscribe POST). False for an unknown token. */
export function unsubscribeByToken(deps: NewsletterDeps, token: string): Promise<boolean> {
  return deps.db.run(serviceRole, (tx) => unsubscribe(tx, token, deps.now()));
}
