import { SHOP_NAME } from "../../../domain/shop-info.ts";
import type { MailMessage } from "../../db/mail-outbox.ts";
import { type MailContent, type MailShop, renderMail } from "../mail/render.ts";

/** The addresses a subscriber's links point to. */
export interface NewsletterLinks {
  /** The Spanish unsubscribe page (the link in the mail's text). */
  unsubscribePage: string;
  /** The endpoint a mail client POSTs to for a one-click unsubscribe (RFC 8058). */
  oneClick: string;
}

export function newsletterLinks(siteUrl: string, unsubscribeToken: string): NewsletterLinks {
  const token = encodeURIComponent(unsubscribeToken);
  return {
    unsubscribePage: new URL(`/newsletter/unsubscribe?token=${token}`, siteUrl).toString(),
    oneClick: new URL(`/api/newsletter/unsubscribe?token=${token}`, siteUrl).toString(),
  };
}

export function confirmationLink(siteUrl: string, confirmToken: string): string {
  return new URL(`/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`, siteUrl).toString();
}

/**
 * Every newsletter mail: the unsubscribe link at its foot (HTML and text) and the List-Unsubscribe headers, so
 * mail programs offer their own 'Cancelar suscripción' button that unsubscribes with one POST (RFC 8058).
 */
function newsletterMail(
  to: string,
  subject: string,
  kind: string,
  siteUrl: string,
  shop: MailShop,
  body: {
    heading: string;
    paragraphs: string[];
    action?: { label: string; href: string };
    after?: string[];
    why: string;
  },
  links: NewsletterLinks,
): MailMessage {
  const content: MailContent = {
    subject,
    heading: body.heading,
    paragraphs: body.paragraphs,
    button: body.action,
    after: body.after,
    footnote: `${body.why} ¿No desea recibir más correos del newsletter?`,
    unsubscribe: links.unsubscribePage,
  };
  return {
    to,
    subject,
    ...renderMail(siteUrl, content, shop),
    kind,
    headers: {
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The double opt-in mail: the link that confirms the subscription. */
export function confirmationMail(
  to: string,
  siteUrl: string,
  shop: MailShop,
  confirmUrl: string,
  links: NewsletterLinks,
  validDays: number,
): MailMessage {
  return newsletterMail(
    to,
    `Confirme su suscripción al newsletter de ${SHOP_NAME}`,
    "newsletter_confirmation",
    siteUrl,
    shop,
    {
      heading: "Confirme su suscripción",
      paragraphs: [
        `¡Gracias por suscribirse al newsletter de ${SHOP_NAME}!`,
        `Para empezar a recibir novedades, lanzamientos y promociones, confirme que esta dirección es suya. El enlace vale ${validDays} días y se usa una sola vez.`,
      ],
      after: ["Si usted no pidió esta suscripción, ignore este correo: no le enviaremos nada más."],
      action: { label: "Confirmar mi suscripción", href: confirmUrl },
      why: `Recibe este correo porque se pidió suscribir esta dirección al newsletter de ${SHOP_NAME}.`,
    },
    links,
  );
}

/** Sent once the address is confirmed. */
export function welcomeMail(to: string, siteUrl: string, shop: MailShop, links: NewsletterLinks): MailMessage {
  return newsletterMail(
    to,
    `¡Bienvenido al newsletter de ${SHOP_NAME}!`,
    "newsletter_welcome",
    siteUrl,
    shop,
    {
      heading: "¡Bienvenido al newsletter!",
      paragraphs: [
        "Su suscripción está confirmada. Desde ahora recibirá nuestras novedades, lanzamientos y promociones.",
      ],
      action: { label: "Visitar la tienda", href: new URL("/shop", siteUrl).toString() },
      why: `Recibe este correo porque está suscrito al newsletter de ${SHOP_NAME}.`,
    },
    links,
  );
}
