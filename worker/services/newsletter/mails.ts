import { SHOP_CONTACT, SHOP_NAME } from "../../../domain/shop-info.ts";
import type { MailMessage } from "../../db/mail-outbox.ts";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
 * Every newsletter mail: the unsubscribe link in its text and the List-Unsubscribe headers, so mail
 * programs offer their own 'Cancelar suscripción' button that unsubscribes with one POST (RFC 8058).
 */
function newsletterMail(
  to: string,
  subject: string,
  kind: string,
  body: { paragraphs: string[]; action?: { label: string; href: string } },
  links: NewsletterLinks,
): MailMessage {
  const footer = `Si no desea recibir más correos del newsletter, puede darse de baja con un clic: ${links.unsubscribePage}`;
  const action = body.action
    ? `<p style="margin:24px 0"><a href="${esc(body.action.href)}" style="background:#2f5d50;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${esc(body.action.label)}</a></p>
<p style="font-size:13px;color:#555">Si el botón no funciona, copie este enlace en su navegador: ${esc(body.action.href)}</p>`
    : "";
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2a27;line-height:1.5">
<h1 style="font-size:20px;color:#2f5d50">${esc(subject)}</h1>
${body.paragraphs.map((p) => `<p>${esc(p)}</p>`).join("\n")}
${action}
<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">
<p style="color:#555;font-size:13px">Si no desea recibir más correos del newsletter, <a href="${esc(links.unsubscribePage)}">dese de baja con un clic</a>.</p>
<p style="color:#555;font-size:13px">${esc(SHOP_NAME)} · ${esc(SHOP_CONTACT.address)} · ${esc(SHOP_CONTACT.phone)}</p>
</body></html>`;
  const text = [
    ...body.paragraphs,
    ...(body.action ? ["", `${body.action.label}: ${body.action.href}`] : []),
    "",
    "—",
    footer,
    `${SHOP_NAME} · ${SHOP_CONTACT.address} · ${SHOP_CONTACT.phone}`,
  ].join("\n");
  return {
    to,
    subject,
    html,
    text,
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
  confirmUrl: string,
  links: NewsletterLinks,
  validDays: number,
): MailMessage {
  return newsletterMail(
    to,
    `Confirme su suscripción al newsletter de ${SHOP_NAME}`,
    "newsletter_confirmation",
    {
      paragraphs: [
        `¡Gracias por suscribirse al newsletter de ${SHOP_NAME}!`,
        `Para empezar a recibir novedades, lanzamientos y promociones, confirme que esta dirección es suya. El enlace vale ${validDays} días y se usa una sola vez.`,
        "Si usted no pidió esta suscripción, ignore este correo: no le enviaremos nada más.",
      ],
      action: { label: "Confirmar mi suscripción", href: confirmUrl },
    },
    links,
  );
}

/** Sent once the address is confirmed. */
export function welcomeMail(to: string, siteUrl: string, links: NewsletterLinks): MailMessage {
  return newsletterMail(
    to,
    `¡Bienvenido al newsletter de ${SHOP_NAME}!`,
    "newsletter_welcome",
    {
      paragraphs: [
        "Su suscripción está confirmada. Desde ahora recibirá nuestras novedades, lanzamientos y promociones.",
      ],
      action: { label: "Visitar la tienda", href: new URL("/shop", siteUrl).toString() },
    },
    links,
  );
}
