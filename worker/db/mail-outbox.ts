import { headerSafe } from "../../domain/mail.ts";
import { commitWith, type Tx } from "./database.ts";

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
  /**
   * The provider batch call this mail belongs to (a newsletter's, decision 026): its idempotency key, fixed with its
   * members by the claim that formed it. Its mails go together through the provider's batch endpoint.
   */
  batchId: string | null;
  batchFormedAt: Date | null;
}

/** Mails one provider batch call carries at most (Resend's /emails/batch). */
export const MAIL_BATCH_MAX = 100;

/**
 * Writes a message to the outbox inside the caller's transaction: it exists if and only if the change
 * that causes it commits. Every header-bound field is put on one line first.
 */
export async function enqueueMail(tx: Tx, message: MailMessage, from: string | null = null): Promise<number> {
  const [row] = await mailInsert(tx, message, from);
  return row!.id;
}

/** enqueueMail's statement, built and not sent (a caller may send it with its COMMIT: `commitWith`). */
export function mailInsert(tx: Tx, message: MailMessage, from: string | null = null) {
  const headers = Object.fromEntries(
    Object.entries(message.headers ?? {}).map(([name, value]) => [headerSafe(name), headerSafe(value)]),
  );
  return tx<{ id: number }[]>`
    insert into mail_outbox (to_address, from_address, reply_to, subject, html, text_body, kind, order_id, headers)
    values (${headerSafe(message.to)}, ${from === null ? null : headerSafe(from)},
            ${message.replyTo ? headerSafe(message.replyTo) : null}, ${headerSafe(message.subject)},
            ${message.html}, ${message.text}, ${message.kind}, ${message.orderId ?? null},
            ${tx.json(headers)})
    returning id::int`;
}

/** A Postgres array literal of ids (sent as one text value, cast where it is used). */
const idArray = (ids: Iterable<number>) => `{${[...ids].map((id) => Math.trunc(id)).join(",")}}`;

/** A queued row due now: never tried or its retry time come, and no live claim holding it. */
const dueAt = (tx: Tx, now: Date) => tx`
  status = 'queued' and (attempts = 0 or next_attempt_at <= ${now}) and (locked_until is null or locked_until <= ${now})`;

/** What a claim answers of each row it took (`ClaimedMail`). */
const claimedColumns = (tx: Tx) => tx`
  id::int, delivery_key as "deliveryKey", from_address as "from", to_address as "to", reply_to as "replyTo", subject,
  html, text_body as text, headers, attempts, batch_id as "batchId", batch_formed_at as "batchFormedAt"`;

/**
 * Claims queued messages that are due (never tried, or their retry time has come; all of them, or only
 * `ids`) for one attempt: counts the attempt
 * and holds each row until `lockedUntil`, so a concurrent run skips them and a crashed run's rows come
 * back after the lock. Rows another transaction is claiming are skipped, not waited for.
 *
 * With `batches` (the transport has a batch call), a provider batch is claimed whole or not at all (issue 38): a due
 * row of a formed batch brings every row of its batch, whatever `limit` and `ids` say; due rows of a newsletter's
 * queuing batch (`batch_key`) not yet formed are formed into calls of up to MAIL_BATCH_MAX here, their `batch_id`
 * written in this transaction. Claims that meet such rows take turns (a transaction-scoped advisory lock, then the
 * due rows read again), so two runs never split one. A claim of rows outside any batch (an order's mails, right after
 * its commit) takes no turn: `skip locked` keeps two runs apart, and a global lock there made every order's follow-up
 * wait for the one before it, holding a connection (issue 39: 145 s of waits in 500 orders on the server).
 */
export async function claimDueMail(
  tx: Tx,
  options: { now: Date; lockedUntil: Date; limit: number; ids?: number[]; batches?: boolean },
): Promise<ClaimedMail[]> {
  const { now } = options;
  const ids = options.ids ? idArray(options.ids) : null;
  const readDue = () => tx<{ id: number; batchId: string | null; batchKey: string | null }[]>`
    select id::int, batch_id as "batchId", batch_key as "batchKey" from mail_outbox
     where ${dueAt(tx, now)}
       and (${ids}::bigint[] is null or id = any(${ids}::bigint[]))
     order by next_attempt_at, id
     limit ${options.limit}
     for update skip locked`;
  let due = await readDue();
  if (options.batches && due.some((row) => row.batchId || row.batchKey)) {
    await tx`select pg_advisory_xact_lock(hashtext('mail_outbox claim'))`;
    due = await readDue();
  }
  const claim = new Set<number>();
  const formed = new Set<string>();
  const toForm = new Set<string>();
  for (const row of due) {
    if (options.batches && row.batchId) formed.add(row.batchId);
    else if (options.batches && row.batchKey) toForm.add(row.batchKey);
    else claim.add(row.id);
  }
  if (formed.size) {
    // A formed batch goes whole, exactly as first sent; one of its rows still held by a live claim keeps it back.
    const members = await tx<{ id: number; batchId: string; free: boolean }[]>`
      select id::int, batch_id as "batchId", (locked_until is null or locked_until <= ${now}) as free
        from mail_outbox where status = 'queued' and batch_id = any(${`{${[...formed].join(",")}}`}::uuid[])
       order by id for update`;
    const busy = new Set(members.filter((m) => !m.free).map((m) => m.batchId));
    for (const m of members) if (!busy.has(m.batchId)) claim.add(m.id);
  }
  for (const key of toForm) {
    const rows = await tx<{ id: number }[]>`
      select id::int from mail_outbox
       where ${dueAt(tx, now)} and batch_key = ${key} and batch_id is null
       order by id for update skip locked`;
    for (let i = 0; i < rows.length; i += MAIL_BATCH_MAX) {
      const chunk = rows.slice(i, i + MAIL_BATCH_MAX).map((r) => r.id);
      await tx`
        update mail_outbox set batch_id = ${crypto.randomUUID()}::uuid, batch_formed_at = ${now}
         where id = any(${idArray(chunk)}::bigint[])`;
      for (const id of chunk) claim.add(id);
    }
  }
  if (claim.size === 0) return [];
  return tx<ClaimedMail[]>`
    with claimed as (
      update mail_outbox m
         set attempts = m.attempts + 1, locked_until = ${options.lockedUntil}
       where m.id = any(${idArray(claim)}::bigint[])
      returning m.*)
    select ${claimedColumns(tx)} from claimed order by id`;
}

/**
 * Claims the listed messages right after the commit that queued them (an order's mails): claimDueMail's rules for
 * rows outside any batch, in one statement sent with BEGIN and COMMIT (one round trip, the unit's whole work: issue
 * 39). With `batches`, a listed row of a provider batch is left alone here, and `inBatches` tells the caller to claim
 * the rest with claimDueMail (which keeps batches whole).
 */
export async function claimListedMail(
  tx: Tx,
  options: { now: Date; lockedUntil: Date; limit: number; ids: number[]; batches?: boolean },
): Promise<{ claimed: ClaimedMail[]; inBatches: boolean }> {
  const { now } = options;
  const ids = idArray(options.ids);
  const batches = !!options.batches;
  const [claimed, [listed]] = await commitWith(tx, [
    tx<ClaimedMail[]>`
      with due as (
        select id from mail_outbox
         where ${dueAt(tx, now)}
           and id = any(${ids}::bigint[])
           and not (${batches} and (batch_id is not null or batch_key is not null))
         order by next_attempt_at, id
         limit ${options.limit}
         for update skip locked),
      claimed as (
        update mail_outbox m
           set attempts = m.attempts + 1, locked_until = ${options.lockedUntil}
          from due where m.id = due.id
        returning m.*)
      select ${claimedColumns(tx)} from claimed order by id`,
    tx<{ inBatches: boolean }[]>`
      select ${batches} and exists (
        select 1 from mail_outbox
         where id = any(${ids}::bigint[]) and status = 'queued' and (batch_id is not null or batch_key is not null)
      ) as "inBatches"`,
  ]);
  return { claimed, inBatches: listed!.inBatches };
}

/** Marks a delivered message sent: the unit's whole work, sent with its BEGIN and COMMIT in one write (issue 39). */
export async function markMailSent(tx: Tx, id: number, now: Date) {
  await commitWith(tx, [
    tx`
      update mail_outbox set status = 'sent', sent_at = ${now}, locked_until = null, error = null
       where id = ${id} and status = 'queued'`,
  ]);
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

/** A batch call the provider accepted: all its mails sent, in one statement. */
export async function markBatchSent(tx: Tx, batchId: string, now: Date) {
  await tx`
    update mail_outbox set status = 'sent', sent_at = ${now}, locked_until = null, error = null
     where batch_id = ${batchId} and status = 'queued'`;
}

/** A batch call that failed: all its mails retried together at `retryAt`, or failed for good (`retryAt` null). */
export async function markBatchAttemptFailed(tx: Tx, batchId: string, error: string, retryAt: Date | null) {
  await tx`
    update mail_outbox
       set status = ${retryAt ? "queued" : "failed"}, error = ${error.slice(0, 2000)}, locked_until = null,
           next_attempt_at = coalesce(${retryAt}, next_attempt_at)
     where batch_id = ${batchId} and status = 'queued'`;
}

/**
 * Mails that may already have gone out and must not be sent again automatically (a batch's or one mail's):
 * status 'held', with the reason, for someone to check in the provider's log.
 */
export async function holdMail(tx: Tx, target: { batchId: string } | { id: number }, reason: string) {
  await tx`
    update mail_outbox set status = 'held', error = ${reason.slice(0, 2000)}, locked_until = null
     where status = 'queued'
       and ${"batchId" in target ? tx`batch_id = ${target.batchId}` : tx`id = ${target.id}`}`;
}

/**
 * A batch call the provider refused as a whole (nothing was sent): its mails leave the batch path for good, each
 * going alone under its own delivery key from now on.
 */
export async function leaveBatch(tx: Tx, batchId: string) {
  await tx`
    update mail_outbox set batch_id = null, batch_formed_at = null, batch_key = null
     where batch_id = ${batchId} and status = 'queued'`;
}
