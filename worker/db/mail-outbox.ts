import type { MailMessage } from "../adapters/mail.ts";
import type { Tx } from "./database.ts";

export async function recordMail(tx: Tx, message: MailMessage, status: "sent" | "failed", error: string | null = null) {
  await tx`
    insert into mail_outbox (to_address, subject, html, text_body, kind, order_id, status, error, sent_at)
    values (${message.to}, ${message.subject}, ${message.html}, ${message.text}, ${message.kind},
            ${message.orderId ?? null}, ${status}, ${error}, ${status === "sent" ? new Date() : null})`;
}
