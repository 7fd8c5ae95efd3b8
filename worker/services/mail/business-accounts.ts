import { ACTIVITY_LABELS, type Activity } from "../../../domain/schemas/company.ts";
import { SHOP_NAME } from "../../../domain/shop-info.ts";
import type { MailMessage } from "../../db/mail-outbox.ts";
import { type MailContent, type MailShop, renderMail } from "./render.ts";

// The mails of business accounts (issue 44 part 1, decision 036 "## Business accounts"), each in the one layout
// (decision 018): the shop's notice of a request, and the customer's 'Recibimos su solicitud', approval, refusal,
// and the invitation of a buyer the owner added.

export interface RequestFacts {
  email: string;
  rut: string;
  legalName: string;
  fiscalAddress: string;
  activity: Activity;
  comment: string;
}

const accountUrl = (siteUrl: string) => new URL("/mi-cuenta", siteUrl).toString();

function mail(to: string, kind: string, siteUrl: string, shop: MailShop, content: MailContent): MailMessage {
  return { to, subject: content.subject, ...renderMail(siteUrl, content, shop), kind };
}

const requestFacts = (r: RequestFacts) => [
  { label: "Razón social", value: r.legalName },
  { label: "RUT", value: r.rut },
  { label: "Domicilio fiscal", value: r.fiscalAddress },
  { label: "Actividad", value: ACTIVITY_LABELS[r.activity] },
  { label: "Correo electrónico", value: r.email },
];

/** The shop's notice (SHOP_NOTIFY_EMAIL): a request waits in 'Empresas'; answering the mail answers the customer. */
export function businessRequestNoticeMail(
  shopEmail: string,
  siteUrl: string,
  shop: MailShop,
  r: RequestFacts,
): MailMessage {
  const message = mail(shopEmail, "business_request_notice", siteUrl, shop, {
    subject: `Nueva solicitud de cuenta empresa: ${r.legalName}`,
    heading: "Nueva solicitud de cuenta empresa",
    paragraphs: [`${r.email} pidió una cuenta empresa desde «Mi cuenta».`],
    quote: r.comment || undefined,
    facts: requestFacts(r),
    button: { label: "Ver la solicitud en el panel", href: new URL("/admin/companies", siteUrl).toString() },
    footnote: `Aviso automático de ${SHOP_NAME}.`,
  });
  return { ...message, replyTo: r.email };
}

/** The customer's receipt of the request. */
export function businessRequestReceivedMail(siteUrl: string, shop: MailShop, r: RequestFacts): MailMessage {
  return mail(r.email, "business_request_received", siteUrl, shop, {
    subject: "Recibimos su solicitud de cuenta empresa",
    heading: "Recibimos su solicitud",
    paragraphs: [
      `Gracias por pedir una cuenta empresa para ${r.legalName}. La revisaremos y le escribiremos a esta dirección con la respuesta.`,
    ],
    facts: requestFacts(r),
    button: { label: "Ver mi cuenta", href: accountUrl(siteUrl) },
    footnote: `Recibe este correo porque pidió una cuenta empresa en ${SHOP_NAME}.`,
  });
}

/** The approval: what changes for the buyer. */
export function businessApprovedMail(
  to: string,
  siteUrl: string,
  shop: MailShop,
  company: { legalName: string; priceListName: string },
): MailMessage {
  return mail(to, "business_request_approved", siteUrl, shop, {
    subject: "Su cuenta empresa fue aprobada",
    heading: "Su cuenta empresa fue aprobada",
    paragraphs: [
      `La cuenta empresa de ${company.legalName} ya está activa, con la lista de precios «${company.priceListName}».`,
      "Cuando ingrese a «Mi cuenta» con esta dirección verá los precios mayoristas en la tienda, el carrito y la compra, y los datos de facturación de la empresa quedarán completos al comprar.",
    ],
    button: { label: "Ingresar a mi cuenta", href: accountUrl(siteUrl) },
    footnote: `Recibe este correo porque pidió una cuenta empresa en ${SHOP_NAME}.`,
  });
}

/** The refusal, with the owner's reason. */
export function businessDeclinedMail(
  to: string,
  siteUrl: string,
  shop: MailShop,
  r: { legalName: string; reason: string },
): MailMessage {
  return mail(to, "business_request_declined", siteUrl, shop, {
    subject: "Su solicitud de cuenta empresa no fue aprobada",
    heading: "Su solicitud no fue aprobada",
    paragraphs: [`Revisamos su solicitud de cuenta empresa para ${r.legalName} y no pudimos aprobarla. El motivo:`],
    quote: r.reason,
    after: ["Puede corregir los datos y volver a pedirla desde «Mi cuenta», o responder este correo."],
    button: { label: "Ver mi cuenta", href: accountUrl(siteUrl) },
    footnote: `Recibe este correo porque pidió una cuenta empresa en ${SHOP_NAME}.`,
  });
}

/** A buyer the owner added to a company: an invitation to sign in. */
export function companyBuyerInvitationMail(
  to: string,
  siteUrl: string,
  shop: MailShop,
  company: { legalName: string; priceListName: string },
): MailMessage {
  return mail(to, "company_buyer_invitation", siteUrl, shop, {
    subject: `Ya puede comprar para ${company.legalName} con precios mayoristas`,
    heading: "Su cuenta empresa está lista",
    paragraphs: [
      `Lo agregamos como comprador de ${company.legalName}, con la lista de precios «${company.priceListName}».`,
      "Ingrese a «Mi cuenta» con esta dirección (le enviaremos un código de seis números) y verá los precios mayoristas al comprar.",
    ],
    button: { label: "Ingresar a mi cuenta", href: accountUrl(siteUrl) },
    footnote: `Recibe este correo porque ${SHOP_NAME} agregó esta dirección a una cuenta empresa.`,
  });
}
