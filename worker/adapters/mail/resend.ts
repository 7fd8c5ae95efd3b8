import { IdempotencyConflictError, type MailTransport, type OutgoingMail, PermanentMailError } from "./port.ts";

/** Resend refuses these for the message itself: sending it again cannot succeed. */
const PERMANENT = new Set(["validation_error", "invalid_parameter", "invalid_from_address", "missing_required_field"]);

/** A refusal as Resend's SDK reads it: the API's error body, or the SDK's own `application_error`. */
interface ResendError {
  name: string;
  message: string;
  statusCode?: number | null;
}

/**
 * Production: Resend's HTTP API (`POST /emails`, `POST /emails/batch`), sent as the pinned `resend` SDK sends them
 * (issue 39, decision 028 session 25: the SDK's one bundled class carries every Resend API, 7 KiB of the Worker's
 * gzipped upload, for these two calls). tests/api/resend-requests.test.ts records what the SDK sends for the same
 * mails and what it reads from the same answers, and compares. Each message carries its outbox delivery key as
 * Resend's Idempotency-Key: a retry of a message Resend already accepted (the Worker died before recording it) returns
 * the first result instead of sending again.
 */
export function resendMail(apiKey: string, options: { baseUrl?: string; fetchFn?: typeof fetch } = {}): MailTransport {
  const baseUrl = options.baseUrl ?? "https://api.resend.com";
  const send = options.fetchFn ?? ((input, init) => fetch(input, init));
  const payload = (mail: OutgoingMail) => ({
    from: mail.from,
    ...(Object.keys(mail.headers).length ? { headers: mail.headers } : {}),
    html: mail.html,
    ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    to: [mail.to],
  });
  /** The SDK's `post` and `fetchRequest`: the error it would return, or null when Resend accepted the call. */
  const post = async (path: string, body: unknown, headers: Record<string, string>): Promise<ResendError | null> => {
    let response: Response;
    try {
      response = await send(`${baseUrl}${path}`, {
        method: "POST",
        body: JSON.stringify(body),
        headers: {
          Authorization: `Bearer ${apiKey}`,
          "User-Agent": "resend-node:6.38.0",
          "Content-Type": "application/json",
          ...headers,
        },
      });
    } catch {
      return {
        name: "application_error",
        statusCode: null,
        message: "Unable to fetch data. The request could not be resolved.",
      };
    }
    if (response.ok) return null;
    const raw = await response.text().catch((error: unknown) => error as Error);
    if (typeof raw === "string") {
      try {
        return JSON.parse(raw) as ResendError;
      } catch {
        // Not JSON: the SDK's own reading below.
      }
    }
    return {
      name: "application_error",
      statusCode: response.status,
      message:
        typeof raw === "string"
          ? "Internal server error. We are unable to process your request right now, please try again later."
          : raw.message || response.statusText,
    };
  };
  const fail = (error: ResendError): never => {
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
      const error = await post("/emails", payload(mail), { "Idempotency-Key": mail.deliveryKey });
      if (error) fail(error);
    },
    /** A newsletter's batch through /emails/batch (up to 100 a call; strict: all or none). */
    async deliverBatch(mails, batchId) {
      const error = await post("/emails/batch", mails.map(payload), {
        "x-batch-validation": "strict",
        "Idempotency-Key": `batch/${batchId}`,
      });
      if (error) fail(error);
    },
  };
}
