import { headerSafe } from "../../domain/mail.ts";
import type { Tx } from "./database.ts";

/** A message to send, as the code that causes it describes it. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the message is about: order_confirmation, order_notice, … */
  kind: string;
  orderId?: number;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe, …); names and values kept on one line. */
  headers?: Record<string, string>;
}

/** A queued message, claimed for one delivery attempt. */
export interface ClaimedMail {
  id: number;
  deliveryKey: string;
  from: string | null;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attempts: number;
  /** A newsletter's batch (worker/db/campaigns.ts): its mails go together through the provider's batch endpoint. */
  batchKey: string | null;
}

/**
 * Writes a message to the outbox inside the caller's transaction: it exists if and only if the change
 * that causes it commits. Every header-bound field is put on one line first.
 */
export async function enqueueMail(tx: Tx, message: MailMessage, from: string | null = null): Promise<number> {
  const headers = Object.fromEntries(
    Object.entries(message.headers ?? {}).map(([name, value]) => [headerSafe(name), headerSafe(value)]),
  );
  const [row] = await tx<{ id: number }[]>`
    insert into mail_outbox (to_address, from_address, reply_to, subject, html, text_body, kind, order_id, headers)
    values (${headerSafe(message.to)}, ${from === null ? null : headerSafe(from)},
            ${message.replyTo ? headerSafe(message.replyTo) : null}, ${headerSafe(message.subject)},
            ${message.html}, ${message.text}, ${message.kind}, ${message.orderId ?? null},
            ${tx.json(headers)})
    returning id::int`;
  return row!.id;
}

/**
 * Claims queued messages that are due (never tried, or their retry time has come; all of them, or only
 * `ids`) for one attempt: counts the attempt
 * and holds each row until `lockedUntil`, so a concurrent run skips them and a crashed run's rows come
 * back after the lock. Rows another transaction is claiming are skipped, not waited for.
 */
export async function claimDueMail(
  tx: Tx,
  options: { now: Date; lockedUntil: Date; limit: number; ids?: number[] },
): Promise<ClaimedMail[]> {
  const ids = options.ids ? `{${options.ids.map((id) => Math.trunc(id)).join(",")}}` : null;
  return tx<ClaimedMail[]>`
    with due as (
      select id from mail_outbox
       where status = 'queued' and (attempts = 0 or next_attempt_at <= ${options.now})
         and (locked_until is null or locked_until <= ${options.now})
         and (${ids}::bigint[] is null or id = any(${ids}::bigint[]))
       order by next_attempt_at, id
       limit ${options.limit}
       for update skip locked)
    update mail_outbox m
       set attempts = m.attempts + 1, locked_until = ${options.lockedUntil}
      from due where m.id = due.id
    returning m.id::int, m.delivery_key as "deliveryKey", m.from_address as "from", m.to_address as "to",
              m.reply_to as "replyTo", m.subject, m.html, m.text_body as text, m.headers, m.attempts,
              m.batch_key as "batchKey"`;
}

export async function markMailSent(tx: Tx, id: number, now: Date) {
  await tx`
    update mail_outbox set status = 'sent', sent_at = ${now}, locked_until = null, error = null
     where id = ${id} and status = 'queued'`;
}

/**
 * Clears the bodies of up to `limit` newsletter mails created before `before` that were sent or given up (never one
 * still queued); their rows stay, with their status. Returns how many it cleared.
 */
export async function clearCampaignMailBodies(tx: Tx, before: Date, limit: number): Promise<number> {
  const result = await tx`
    update mail_outbox set html = '', text_body = ''
     where id in (select id from mail_outbox
                   where kind = 'campaign' and text_body <> '' and created_at < ${before}
                     and status <> 'queued'
                   order by created_at, id limit ${limit})`;
  return result.count;
}

/** A failed attempt: try again at `retryAt`, or give up (`retryAt` null) and mark the message failed. */
export async function markMailAttemptFailed(tx: Tx, id: number, error: string, retryAt: Date | null) {
  await tx`
    update mail_outbox
       set status = ${retryAt ? "queued" : "failed"}, error = ${error.slice(0, 2000)}, locked_until = null,
           next_attempt_at = coalesce(${retryAt}, next_attempt_at)
     where id = ${id} and status = 'queued'`;
}
