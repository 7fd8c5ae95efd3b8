import type { NewsletterSource } from "../../domain/schemas/newsletter.ts";
import type { Tx } from "./database.ts";

// The newsletter's subscribers (double opt-in). Every write here runs as the service role: the Worker
// writes for anonymous visitors after validating what they sent; admins only read (RLS).

/**
 * Asks for a subscription: a new address, a pending one or one that unsubscribed becomes pending with one more
 * confirmation link (the hash is stored, never the token); the links a pending address was mailed before keep
 * working (issue 38). An address that is already confirmed is left as it is and gets no mail: the answer is null
 * then. Any letter case counts as the same address.
 */
export async function requestSubscription(
  tx: Tx,
  input: {
    email: string;
    source: NewsletterSource;
    confirmTokenHash: string;
    expiresAt: Date;
    consentKey: string;
    consentText: string;
  },
): Promise<{ unsubscribeToken: string } | null> {
  const [row] = await tx<{ unsubscribeToken: string }[]>`
    with subscriber as (
      insert into newsletter_subscribers (email, source, status, consent_key, consent_text)
      values (${input.email}, ${input.source}, 'pending', ${input.consentKey}, ${input.consentText})
      on conflict ((lower(email))) do update
         set status = 'pending', source = excluded.source, unsubscribed_at = null, consent_at = now(),
             consent_key = excluded.consent_key, consent_text = excluded.consent_text
       where newsletter_subscribers.status <> 'confirmed'
      returning id, unsubscribe_token),
    link as (
      insert into newsletter_confirm_links (token_hash, subscriber_id, expires_at)
      select ${input.confirmTokenHash}, id, ${input.expiresAt} from subscriber)
    select unsubscribe_token as "unsubscribeToken" from subscriber`;
  return row ?? null;
}

export type ConfirmOutcome =
  | { result: "confirmed"; email: string; unsubscribeToken: string }
  | { result: "already" }
  | { result: "expired" }
  | { result: "invalid" };

/**
 * Confirms the address one of whose links hashes to `tokenHash`. The links stay with the confirmed address (until
 * it unsubscribes), so any of them opened again is told "already" (it was confirmed) instead of "invalid": only
 * whoever holds that address's own link learns it.
 */
export async function confirmSubscription(tx: Tx, tokenHash: string, now: Date): Promise<ConfirmOutcome> {
  const [row] = await tx<{ id: number; status: "pending" | "confirmed"; expiresAt: Date }[]>`
    select s.id::int, s.status, l.expires_at as "expiresAt"
      from newsletter_confirm_links l join newsletter_subscribers s on s.id = l.subscriber_id
     where l.token_hash = ${tokenHash} and s.status in ('pending', 'confirmed')
     for update of s`;
  if (!row) return { result: "invalid" };
  if (row.status === "confirmed") return { result: "already" };
  if (new Date(row.expiresAt).getTime() <= now.getTime()) return { result: "expired" };
  const [done] = await tx<{ email: string; unsubscribeToken: string }[]>`
    update newsletter_subscribers
       set status = 'confirmed', confirmed_at = ${now}
     where id = ${row.id}
    returning email, unsubscribe_token as "unsubscribeToken"`;
  return { result: "confirmed", ...done! };
}

/**
 * Unsubscribes the address that owns `token` (pending or confirmed) and drops its confirmation links; doing it twice
 * is fine. False when no address has that token.
 */
export async function unsubscribe(tx: Tx, token: string, now: Date): Promise<boolean> {
  const rows = await tx`
    with left_list as (
      update newsletter_subscribers
         set status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, ${now})
       where unsubscribe_token = ${token}
      returning id),
    links as (delete from newsletter_confirm_links where subscriber_id in (select id from left_list))
    select id from left_list`;
  return rows.length > 0;
}

export interface ConfirmedSubscriber {
  id: number;
  email: string;
  source: NewsletterSource;
  confirmedAt: Date;
  /** When and to which wording the address agreed (domain/consents.ts). */
  consentAt: Date;
  consentText: string;
}

/** Confirmed subscribers, newest confirmation first (the back office's list and export). */
export async function listConfirmedSubscribers(tx: Tx, limit: number): Promise<ConfirmedSubscriber[]> {
  return tx<ConfirmedSubscriber[]>`
    select id::int, email, source, confirmed_at as "confirmedAt", consent_at as "consentAt",
           consent_text as "consentText"
      from newsletter_subscribers
     where status = 'confirmed'
     order by confirmed_at desc, id desc
     limit ${limit}`;
}

export async function countConfirmedSubscribers(tx: Tx): Promise<number> {
  const [row] = await tx<{ n: number }[]>`
    select count(*)::int as n from newsletter_subscribers where status = 'confirmed'`;
  return row!.n;
}
