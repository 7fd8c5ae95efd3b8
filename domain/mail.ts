import { replaceControlCharacters } from "./text.ts";

/**
 * Rules for outgoing mail shared by the outbox and its tests: what may reach a header, and when a failed
 * delivery is tried again.
 */

/**
 * Text that goes into a mail header (subject, addresses, display names) on one line: CR, LF and every
 * other control character become a space, runs of spaces one space. A customer named "A\r\nBcc: x@y"
 * stays a (strange) name, never a second header.
 */
export function headerSafe(value: string): string {
  return replaceControlCharacters(value, " ").replace(/ {2,}/g, " ").trim();
}

/** Deliveries tried at most this many times; then the message is marked failed for the admin. */
export const MAX_MAIL_ATTEMPTS = 8;

/**
 * Seconds to wait after the `attempt`-th failed delivery (1-based): 1, 2, 4, 8, 16, 32 minutes, then
 * hourly. Eight attempts span about two and a half hours, longer than a provider's usual outage.
 */
export function mailRetryDelaySeconds(attempt: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempt - 1), 3600);
}

/**
 * A provider batch call is not sent again once its idempotency key is this old: Resend keeps a key 24 hours
 * (resend.com/docs/dashboard/emails/idempotency-keys), after which the same call would send every mail again. Such a
 * batch, whose first call may have gone out, is held instead (issue 38, decision 026).
 */
export const BATCH_KEY_MAX_AGE_SECONDS = 23 * 3600;
