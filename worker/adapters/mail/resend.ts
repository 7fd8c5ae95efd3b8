import { Resend } from "resend";
import { IdempotencyConflictError, type MailTransport, type OutgoingMail, PermanentMailError } from "./port.ts";

/** Resend refuses these for the message itself: sending it again cannot succeed. */
const PERMANENT = new Set(["validation_error", "invalid_parameter", "invalid_from_address", "missing_required_field"]);

/**
 * Production: Resend, through its SDK (plain fetch underneath, so it runs in workerd). Each message
 * carries its outbox delivery key as Resend's Idempotency-Key: a retry of a message Resend already
 * accepted (the Worker died before recording it) returns the first result instead of sending again.
 */
export function resendMail(apiKey: string, options: { baseUrl?: string } = {}): MailTransport {
  const resend = new Resend(apiKey, options.baseUrl ? { baseUrl: options.baseUrl } : undefined);
  const payload = (mail: OutgoingMail) => ({
    from: mail.from,
    to: [mail.to],
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(Object.keys(mail.headers).length ? { headers: mail.headers } : {}),
  });
  const fail = (error: { name: string; message: string; statusCode?: number | null }): never => {
    const reason = `Resend ${error.statusCode ?? "network"} ${error.name}: ${error.message}`;
    // Resend's 409s (resend.com/docs/dashboard/emails/idempotency-keys): the key is still being processed, or it
    // was used for another payload. Neither says the mail was not sent: neither may lead to a send under a new key.
    if (error.name === "concurrent_idempotent_requests") throw new IdempotencyConflictError("in_progress", reason);
    if (error.name === "invalid_idempotent_request") throw new IdempotencyConflictError("other_payload", reason);
    throw PERMANENT.has(error.name) ? new PermanentMailError(reason) : new Error(reason);
  };
  return {
    name: "resend",
    async deliver(mail) {
      const { error } = await resend.emails.send(payload(mail), { idempotencyKey: mail.deliveryKey });
      if (error) fail(error);
    },
    /** A newsletter's batch through /emails/batch (up to 100 a call; strict: all or none). */
    async deliverBatch(mails, batchId) {
      const { error } = await resend.batch.send(mails.map(payload), { idempotencyKey: `batch/${batchId}` });
      if (error) fail(error);
    },
  };
}
