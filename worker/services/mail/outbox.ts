import { MAX_MAIL_ATTEMPTS, mailRetryDelaySeconds } from "../../../domain/mail.ts";
import { type MailTransport, type OutgoingMail, PermanentMailError } from "../../adapters/mail/port.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { type ClaimedMail, claimDueMail, markMailAttemptFailed, markMailSent } from "../../db/mail-outbox.ts";

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
}

/**
 * Delivers queued messages that are due: the given ones right after the commit that queued them, or
 * every due one when the scheduled job calls. Each message is claimed in its own short transaction,
 * handed to the transport with its stable delivery key, then marked sent; a failure is retried with
 * backoff and marked failed for good after MAX_MAIL_ATTEMPTS or when the provider refuses the message
 * itself. Never throws: what could not be sent stays in the outbox for the next run.
 */
export async function deliverMail(
  deps: OutboxDeps,
  options: { ids?: number[]; limit?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  if (options.ids && options.ids.length === 0) return report;
  const now = deps.now();
  let claimed: ClaimedMail[];
  try {
    claimed = await deps.db.run(serviceRole, (tx) =>
      claimDueMail(tx, {
        now,
        lockedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000),
        limit: options.limit ?? 50,
        ids: options.ids,
      }),
    );
  } catch (error) {
    console.error("[mail] could not claim queued messages; the scheduled job will try again:", error);
    return report;
  }

  // A newsletter's batch goes in one call when the transport can (Resend's batch endpoint); the rest one by one.
  const batches = new Map<string, ClaimedMail[]>();
  const single: ClaimedMail[] = [];
  for (const mail of claimed) {
    if (mail.batchKey && deps.transport.deliverBatch) {
      const batch = batches.get(mail.batchKey) ?? [];
      batch.push(mail);
      batches.set(mail.batchKey, batch);
    } else single.push(mail);
  }
  for (const [key, mails] of batches) {
    try {
      await withTimeout(deps.transport.deliverBatch!(mails.map(outgoing(deps)), key), DELIVERY_TIMEOUT_MS);
    } catch (error) {
      // Refused as a whole (one bad address, say): nothing was sent, so each is tried alone and only it fails.
      if (error instanceof PermanentMailError) single.push(...mails);
      else for (const mail of mails) await failed(deps, mail, error, report);
      continue;
    }
    for (const mail of mails) {
      await record(deps, (tx) => markMailSent(tx, mail.id, deps.now()));
      report.sent++;
    }
  }

  for (const mail of single) {
    try {
      await withTimeout(deps.transport.deliver(outgoing(deps)(mail)), DELIVERY_TIMEOUT_MS);
    } catch (error) {
      await failed(deps, mail, error, report);
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

async function record(deps: OutboxDeps, write: Parameters<Database["run"]>[1]) {
  await deps.db.run(serviceRole, write).catch((error) => {
    console.error("[mail] could not record a delivery outcome; the message will be retried:", error);
  });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`mail delivery took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
