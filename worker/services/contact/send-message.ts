import type { ContactMessage } from "../../../domain/schemas/contact.ts";
import { SHOP_NAME } from "../../../domain/shop-info.ts";
import { insertContactMessage } from "../../db/contact.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { enqueueMail, type MailMessage } from "../../db/mail-outbox.ts";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The shop's copy of a contact message; answering it answers the customer (Reply-To). */
export function contactNoticeMail(shopEmail: string, siteUrl: string, message: ContactMessage): MailMessage {
  const subject = `Nuevo mensaje de contacto de ${message.name}`;
  const adminUrl = new URL("/admin/messages", siteUrl).toString();
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2a27;line-height:1.5">
<h1 style="font-size:20px;color:#2f5d50">${esc(subject)}</h1>
<p><strong>Nombre:</strong> ${esc(message.name)}<br><strong>Correo electrónico:</strong> ${esc(message.email)}</p>
<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #2f5d50;background:#f4f7f5;white-space:pre-wrap">${esc(message.message)}</blockquote>
<p style="color:#555;font-size:13px">Responda este correo para contestarle. También lo encuentra en el panel de ${esc(SHOP_NAME)}: ${esc(adminUrl)}</p>
</body></html>`;
  const text = [
    subject,
    "",
    `Nombre: ${message.name}`,
    `Correo electrónico: ${message.email}`,
    "",
    message.message,
    "",
    `Responda este correo para contestarle. También lo encuentra en el panel: ${adminUrl}`,
  ].join("\n");
  return { to: shopEmail, subject, html, text, kind: "contact_message", replyTo: message.email };
}

/**
 * Stores the message and queues the shop's copy in one transaction (service role: visitors may not write
 * the table): the mail exists if and only if the message does. Returns the mail's id.
 */
export async function sendContactMessage(
  deps: { db: Database; shopEmail: string; siteUrl: string },
  message: ContactMessage,
): Promise<number[]> {
  return deps.db.run(serviceRole, async (tx) => {
    await insertContactMessage(tx, message);
    return [await enqueueMail(tx, contactNoticeMail(deps.shopEmail, deps.siteUrl, message))];
  });
}
