import { MAX_MAIL_ATTEMPTS, mailRetryDelaySeconds } from "../../../domain/mail.ts";
import { type MailTransport, PermanentMailError } from "../../adapters/mail/port.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { claimDueMail, markMailAttemptFailed, markMailSent } from "../../db/mail-outbox.ts";

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
  let claimed: Awaited<ReturnType<typeof claimDueMail>>;
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

  for (const mail of claimed) {
    try {
      await withTimeout(
        deps.transport.deliver({
          deliveryKey: mail.deliveryKey,
          from: mail.from ?? deps.from,
          to: mail.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          headers: mail.headers,
        }),
        DELIVERY_TIMEOUT_MS,
      );
    } catch (error) {
      const giveUp = error instanceof PermanentMailError || mail.attempts >= MAX_MAIL_ATTEMPTS;
      const retryAt = giveUp ? null : new Date(deps.now().getTime() + mailRetryDelaySeconds(mail.attempts) * 1000);
      console.error(
        `[mail] message ${mail.id} to ${mail.to} not delivered (attempt ${mail.attempts}${giveUp ? ", giving up" : ""}):`,
        error instanceof Error ? error.message : error,
      );
      await record(deps, (tx) => markMailAttemptFailed(tx, mail.id, String(error), retryAt));
      if (giveUp) report.failed++;
      else report.retrying++;
      continue;
    }
    // If this fails the row is retried after its claim; the delivery key keeps the provider from sending twice.
    await record(deps, (tx) => markMailSent(tx, mail.id, deps.now()));
    report.sent++;
  }
  return report;
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
