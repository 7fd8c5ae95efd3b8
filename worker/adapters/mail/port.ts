/** A message as the outbox hands it to a transport: headers already on one line. */
export interface OutgoingMail {
  /** Stable per message: the provider's idempotency key, so a retry never sends twice. */
  deliveryKey: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/**
 * Mail port: delivers one message or throws. A PermanentMailError means retrying cannot help (the
 * provider refused the message itself); anything else is retried with backoff by the outbox.
 */
export interface MailTransport {
  readonly name: string;
  deliver(mail: OutgoingMail): Promise<void>;
  /**
   * Delivers up to 100 messages in one call, all or none, `batchId` as the call's idempotency key (a newsletter's
   * batch). A retry passes the same messages, in the same order, under the same id. Optional: without it each
   * message goes through deliver().
   */
  deliverBatch?(mails: OutgoingMail[], batchId: string): Promise<void>;
}

export class PermanentMailError extends Error {}

/**
 * The provider already knows the call's idempotency key. 'in_progress': a call with it is still being processed
 * (try again later, same key). 'other_payload': it was used for a different payload, so the first call may have
 * gone out: never answered by a send under another key.
 */
export class IdempotencyConflictError extends Error {
  constructor(
    readonly conflict: "in_progress" | "other_payload",
    message: string,
  ) {
    super(message);
  }
}
