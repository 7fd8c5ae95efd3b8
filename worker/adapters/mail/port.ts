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
   * Delivers up to 100 messages in one call, all or none, `batchKey` as the call's idempotency key (a newsletter's
   * batch). Optional: without it each message goes through deliver().
   */
  deliverBatch?(mails: OutgoingMail[], batchKey: string): Promise<void>;
}

export class PermanentMailError extends Error {}
