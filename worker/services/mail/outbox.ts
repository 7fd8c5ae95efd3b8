import { BATCH_KEY_MAX_AGE_SECONDS, MAX_MAIL_ATTEMPTS, mailRetryDelaySeconds } from "../../../domain/mail.ts";
import {
  IdempotencyConflictError,
  type MailTransport,
  type OutgoingMail,
  PermanentMailError,
} from "../../adapters/mail/port.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import {
  type ClaimedMail,
  claimDueMail,
  claimListedMail,
  holdMail,
  leaveBatch,
  markBatchAttemptFailed,
  markBatchSent,
  markMailAttemptFailed,
  markMailSent,
} from "../../db/mail-outbox.ts";

export interface OutboxDeps {
  db: Database;
  transport: MailTransport;
  /** The shop's sender (MAIL_FROM) for messages that do not name their own. */
  from: string;
  now: () => Date;
}

/** A claimed row stays ours this long: a Worker that dies mid-delivery frees it after that. */
const CLAIM_SECONDS = 120;
/** One delivery may take this long before it counts as failed (well under the claim). */
const DELIVERY_TIMEOUT_MS = 20_000;

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  /** Not sent again because they may already have gone out (status 'held'). */
  held: number;
}

/**
 * Delivers queued messages that are due: the given ones right after the commit that queued them, or
 * every due one when the scheduled job calls. Each message is claimed in its own short transaction,
 * handed to the transport with its stable delivery key, then marked sent; a failure is retried with
 * backoff and marked failed for good after MAX_MAIL_ATTEMPTS or when the provider refuses the message
 * itself. A newsletter's batch is claimed, sent and marked as one (its id is its idempotency key, its rows fixed when
 * the key was made); what may already have gone out is held, never sent under another key (decision 026). Never
 * throws: what could not be sent stays in the outbox for the next run.
 */
export async function deliverMail(
  deps: OutboxDeps,
  options: { ids?: number[]; limit?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, held: 0 };
  if (options.ids && options.ids.length === 0) return report;
  const now = deps.now();
  let claimed: ClaimedMail[] = [];
  const claim = {
    now,
    lockedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000),
    limit: options.limit ?? 50,
    ids: options.ids,
    batches: !!deps.transport.deliverBatch,
  };
  try {
    // Listed messages (right after the commit that queued them): one round trip, unless some are a batch's.
    const listed = options.ids
      ? await deps.db.run(serviceRole, (tx) => claimListedMail(tx, { ...claim, ids: options.ids! }))
      : null;
    if (listed) claimed = listed.claimed;
    const left = claim.limit - claimed.length;
    if ((!listed || listed.inBatches) && left > 0) {
      claimed.push(...(await deps.db.run(serviceRole, (tx) => claimDueMail(tx, { ...claim, limit: left }))));
    }
  } catch (error) {
    console.error("[mail] could not claim queued messages; the scheduled job will try again:", error);
    return report;
  }

  // A newsletter's batch goes in one call (Resend's batch endpoint), exactly the rows its key was formed with, in
  // the same order (issue 38); the rest one by one. A batch's outcome is written for all its rows at once.
  const batches = new Map<string, ClaimedMail[]>();
  const single: ClaimedMail[] = [];
  for (const mail of claimed) {
    if (mail.batchId && deps.transport.deliverBatch) {
      const batch = batches.get(mail.batchId) ?? [];
      batch.push(mail);
      batches.set(mail.batchId, batch);
    } else single.push(mail);
  }
  for (const [batchId, mails] of batches) {
    if (now.getTime() - mails[0]!.batchFormedAt!.getTime() >= BATCH_KEY_MAX_AGE_SECONDS * 1000) {
      // Resend has forgotten the key (24 h): sent again, a batch whose first call went out would go out twice.
      const reason = `Retenido: el lote ${batchId} se formó hace más de 23 horas; Resend ya no recuerda su clave y reenviarlo podría duplicar los correos. Revise en Resend si salieron.`;
      console.error(`[mail] batch ${batchId} (${mails.length} messages) held: its idempotency key is over 23 h old`);
      if (await record(deps, (tx) => holdMail(tx, { batchId }, reason))) report.held += mails.length;
      continue;
    }
    try {
      await withTimeout(deps.transport.deliverBatch!(mails.map(outgoing(deps)), batchId), DELIVERY_TIMEOUT_MS);
    } catch (error) {
      if (error instanceof PermanentMailError) {
        // Refused as a whole (one bad address, say): nothing was sent, so each goes alone from now on, under its
        // own delivery key, and only the bad one fails.
        if (await record(deps, (tx) => leaveBatch(tx, batchId))) single.push(...mails);
      } else if (error instanceof IdempotencyConflictError && error.conflict === "other_payload") {
        // The key went out with other contents: the first call may have been sent. Never resent under another key.
        console.error(`[mail] batch ${batchId} held: the provider knows its key with another payload:`, error.message);
        const reason = `Retenido: ${error.message}`;
        if (await record(deps, (tx) => holdMail(tx, { batchId }, reason))) report.held += mails.length;
      } else await batchFailed(deps, batchId, mails, error, report);
      continue;
    }
    await record(deps, (tx) => markBatchSent(tx, batchId, deps.now()));
    report.sent += mails.length;
  }

  for (const mail of single) {
    try {
      await withTimeout(deps.transport.deliver(outgoing(deps)(mail)), DELIVERY_TIMEOUT_MS);
    } catch (error) {
      if (error instanceof IdempotencyConflictError && error.conflict === "other_payload") {
        console.error(
          `[mail] message ${mail.id} held: the provider knows its key with another payload:`,
          error.message,
        );
        const reason = `Retenido: ${error.message}`;
        if (await record(deps, (tx) => holdMail(tx, { id: mail.id }, reason))) report.held++;
      } else await failed(deps, mail, error, report);
      continue;
    }
    // If this fails the row is retried after its claim; the delivery key keeps the provider from sending twice.
    await record(deps, (tx) => markMailSent(tx, mail.id, deps.now()));
    report.sent++;
  }
  return report;
}

const outgoing =
  (deps: OutboxDeps) =>
  (mail: ClaimedMail): OutgoingMail => ({
    deliveryKey: mail.deliveryKey,
    from: mail.from ?? deps.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: mail.headers,
  });

/** A failed attempt: retried with backoff, or failed for good (refused by the provider, or out of attempts). */
async function failed(deps: OutboxDeps, mail: ClaimedMail, error: unknown, report: DeliveryReport) {
  const giveUp = error instanceof PermanentMailError || mail.attempts >= MAX_MAIL_ATTEMPTS;
  const retryAt = giveUp ? null : new Date(deps.now().getTime() + mailRetryDelaySeconds(mail.attempts) * 1000);
  console.error(
    `[mail] message ${mail.id} to ${mail.to} not delivered (attempt ${mail.attempts}${giveUp ? ", giving up" : ""}):`,
    error instanceof Error ? error.message : error,
  );
  await record(deps, (tx) => markMailAttemptFailed(tx, mail.id, String(error), retryAt));
  if (giveUp) report.failed++;
  else report.retrying++;
}

/** A failed batch call (an outage, or its key still being processed): retried whole, under the same key. */
async function batchFailed(
  deps: OutboxDeps,
  batchId: string,
  mails: ClaimedMail[],
  error: unknown,
  report: DeliveryReport,
) {
  const attempts = mails[0]!.attempts;
  const giveUp = attempts >= MAX_MAIL_ATTEMPTS;
  const retryAt = giveUp ? null : new Date(deps.now().getTime() + mailRetryDelaySeconds(attempts) * 1000);
  console.error(
    `[mail] batch ${batchId} (${mails.length} messages) not delivered (attempt ${attempts}${giveUp ? ", giving up" : ""}):`,
    error instanceof Error ? error.message : error,
  );
  await record(deps, (tx) => markBatchAttemptFailed(tx, batchId, String(error), retryAt));
  if (giveUp) report.failed += mails.length;
  else report.retrying += mails.length;
}

/** Writes an outcome; false when it could not (the rows come back after their claim). */
async function record(deps: OutboxDeps, write: Parameters<Database["run"]>[1]): Promise<boolean> {
  return deps.db.run(serviceRole, write).then(
    () => true,
    (error) => {
      console.error("[mail] could not record a delivery outcome; the message will be retried:", error);
      return false;
    },
  );
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`mail delivery took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
