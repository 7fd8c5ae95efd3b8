import type { ContactMessage } from "../../../domain/schemas/contact.ts";
import { SHOP_NAME } from "../../../domain/shop-info.ts";
import { insertContactMessage } from "../../db/contact.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { enqueueMail, type MailMessage } from "../../db/mail-outbox.ts";
import { type MailContent, type MailShop, readMailShop, renderMail } from "../mail/render.ts";

/** The shop's copy of a contact message; answering it answers the customer (Reply-To). */
export function contactNoticeMail(
  shopEmail: string,
  siteUrl: string,
  shop: MailShop,
  message: ContactMessage,
): MailMessage {
  const subject = `Nuevo mensaje de contacto de ${message.name}`;
  const adminUrl = new URL("/admin/messages", siteUrl).toString();
  const content: MailContent = {
    subject,
    heading: "Nuevo mensaje de contacto",
    paragraphs: [`${message.name} escribió desde el formulario de contacto de la tienda:`],
    quote: message.message,
    facts: [
      { label: "Nombre", value: message.name },
      { label: "Correo electrónico", value: message.email },
    ],
    after: ["Responda este correo para contestarle: la respuesta le llega a su dirección."],
    button: { label: "Ver los mensajes en el panel", href: adminUrl },
    footnote: `Aviso automático del formulario de contacto de ${SHOP_NAME}.`,
  };
  return {
    to: shopEmail,
    subject,
    ...renderMail(siteUrl, content, shop),
    kind: "contact_message",
    replyTo: message.email,
  };
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
    return [await enqueueMail(tx, contactNoticeMail(deps.shopEmail, deps.siteUrl, await readMailShop(tx), message))];
  });
}
