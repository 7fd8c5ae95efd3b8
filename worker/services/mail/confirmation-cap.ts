import type { RateLimiterPort, RateLimitRule } from "../../adapters/rate-limit/port.ts";
import { RATE_LIMITS, recipientKey } from "../../http/rate-limit.ts";

/**
 * The cap on confirmation mails per recipient (issue 38, decision 006): the newsletter's and the stock alerts'
 * double opt-in mail an address somebody typed, so the limits per client address alone let many addresses fill one
 * stranger's inbox. At most `RATE_LIMITS.confirmationMail.limit` a day reach one address, whoever asks.
 *
 * One mail is counted first, atomically in the database like every limit, so parallel requests cannot slip past;
 * `send(allowed)` then does the request's work and returns the ids of the mails it queued (none when not allowed).
 * When it queues none (the address was confirmed already, the product was refused, or it failed), the count is
 * taken back. The caller answers the same either way: nobody learns that an address reached the cap. `rule` is the
 * cap counted (the Auth stand-in's sign-in codes have their own: RATE_LIMITS.codeMail).
 */
export async function withConfirmationMailCap(
  limiter: RateLimiterPort,
  email: string,
  send: (allowed: boolean) => Promise<number[]>,
  rule: RateLimitRule = RATE_LIMITS.confirmationMail,
): Promise<number[]> {
  const key = recipientKey(email);
  const { allowed } = await limiter.hit(rule, key);
  let queued: number[] = [];
  try {
    queued = await send(allowed);
    return queued;
  } finally {
    if (allowed && queued.length === 0) {
      await limiter.release(rule, key).catch((error) => console.error("[mail-cap] count not taken back", error));
    }
  }
}
