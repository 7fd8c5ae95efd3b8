import type { ContactMessage } from "../../../domain/schemas/contact.ts";

/** The server refused the message: its Spanish message, and the fields it named when validation failed. */
export class ContactSendError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

/** POST /api/contact. `website` is the honeypot's value (empty for people). */
export async function sendContactMessage(message: ContactMessage & { website: string }): Promise<void> {
  const response = await fetch("/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(message),
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: string; details?: { path: string; message: string }[] };
  } | null;
  throw new ContactSendError(body?.error?.message ?? "", response.status, body?.error?.details ?? []);
}
