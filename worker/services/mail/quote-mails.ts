import type { QuoteView } from "../../../domain/api/quotes.ts";
import { formatLongDate } from "../../../domain/dates.ts";
import { formatUYU } from "../../../domain/money.ts";
import { quoteDestinationLabel } from "../../../domain/quotes.ts";
import { SHOP_NAME } from "../../../domain/shop-info.ts";
import type { MailMessage } from "../../db/mail-outbox.ts";
import { type MailOrder, type MailShop, renderMail } from "./render.ts";

// The quotes' mails (issue 44 part 3; decision 018: the one branded layout, usted voice, a text part), queued in the
// outbox by the transaction that changes the quote (worker/services/quotes/).

export interface QuoteMailContext {
  shopEmail: string;
  siteUrl: string;
  shop: MailShop;
}

/** The customer's secret link to the quote's page (where it is accepted and downloaded as a PDF). */
export const quoteLink = (deps: Pick<QuoteMailContext, "siteUrl">, id: number, token: string) =>
  new URL(`/cotizacion/${id}?token=${token}`, deps.siteUrl).toString();

/** The quote's lines and totals as the layout's order block shows them. */
function quoteBlock(quote: QuoteView): MailOrder {
  const totals = [{ label: "Subtotal", value: formatUYU(quote.subtotal) }];
  if (quote.deliveryFee) totals.push({ label: "Envío a domicilio", value: formatUYU(quote.deliveryFee) });
  return {
    title: `Cotización ${quote.number}`,
    lines: quote.lines.map((l) => ({
      product: l.productName,
      size: `${l.size ?? ""} ${l.unit}`.trim(),
      quantity: l.quantity,
      unitPrice: formatUYU(l.unitPrice),
      lineTotal: formatUYU(l.lineTotal),
    })),
    totals,
    total: formatUYU(quote.total),
  };
}

function mail(
  deps: QuoteMailContext,
  to: string,
  kind: string,
  subject: string,
  content: Omit<Parameters<typeof renderMail>[1], "subject" | "footnote"> & { footnote?: string },
  replyTo: string,
): MailMessage {
  const fullSubject = `${subject} — ${SHOP_NAME}`;
  const footnote = content.footnote ?? `Le escribimos por su pedido de cotización en ${SHOP_NAME}.`;
  return {
    to,
    subject: fullSubject,
    ...renderMail(deps.siteUrl, { ...content, subject: fullSubject, footnote }, deps.shop),
    kind,
    replyTo,
  };
}

/** To the customer, when the request arrives. */
export function quoteReceivedMail(deps: QuoteMailContext, quote: QuoteView): MailMessage {
  return mail(
    deps,
    quote.email,
    "quote_received",
    `Recibimos su pedido de cotización ${quote.number}`,
    {
      heading: `Recibimos su pedido de cotización ${quote.number}`,
      paragraphs: [
        "Gracias por escribirnos. Revisaremos los productos y las cantidades y le enviaremos la cotización por correo.",
        ...(quote.note ? [`Su nota: ${quote.note}`] : []),
        "Los precios de abajo son los de la tienda hoy; la cotización puede cambiarlos.",
      ],
      order: quoteBlock(quote),
    },
    deps.shopEmail,
  );
}

/** To the shop, when a request arrives. */
export function quoteRequestNotice(deps: QuoteMailContext, quote: QuoteView): MailMessage {
  return mail(
    deps,
    deps.shopEmail,
    "quote_request_notice",
    `Nuevo pedido de cotización ${quote.number}`,
    {
      heading: `Nuevo pedido de cotización ${quote.number}`,
      paragraphs: [
        `${quote.email} pide una cotización.`,
        `Entrega: ${quoteDestinationLabel(quote.destination) ?? "sin indicar"}.`,
        ...(quote.note ? [`Nota del cliente: ${quote.note}`] : []),
      ],
      button: {
        label: "Abrir la cotización en el panel",
        href: new URL(`/admin/quotes?edit=${quote.id}`, deps.siteUrl).toString(),
      },
      order: quoteBlock(quote),
      footnote: `Aviso automático de la tienda en línea de ${SHOP_NAME}. Responda este correo para escribirle al cliente.`,
    },
    quote.email,
  );
}

/** To the customer, when the owner sends (or renews) the quote: its lines, totals, validity and the link. */
export function quoteSentMail(deps: QuoteMailContext, quote: QuoteView, token: string, renewed: boolean): MailMessage {
  const until = quote.validUntil ? formatLongDate(quote.validUntil) : "";
  return mail(
    deps,
    quote.email,
    renewed ? "quote_renewed" : "quote_sent",
    renewed ? `Renovamos su cotización ${quote.number}` : `Su cotización ${quote.number}`,
    {
      heading: renewed ? `Renovamos su cotización ${quote.number}` : `Su cotización ${quote.number}`,
      paragraphs: [
        `Le enviamos la cotización que nos pidió. Es válida hasta el ${until} inclusive.`,
        ...(quote.ownerNote ? [quote.ownerNote] : []),
        "Desde el enlace puede verla, descargarla en PDF y aceptarla: el pedido se hace a estos precios y se paga con Mercado Pago o por transferencia.",
      ],
      button: { label: "Ver la cotización", href: quoteLink(deps, quote.id, token) },
      order: quoteBlock(quote),
    },
    deps.shopEmail,
  );
}

/** To the customer, when the owner declines the request. */
export function quoteDeclinedMail(deps: QuoteMailContext, quote: QuoteView): MailMessage {
  return mail(
    deps,
    quote.email,
    "quote_declined",
    `Su pedido de cotización ${quote.number}`,
    {
      heading: `Su pedido de cotización ${quote.number}`,
      paragraphs: [
        "Lamentamos no poder cotizarle esta vez.",
        `Motivo: ${quote.reason ?? ""}`,
        "Si tiene alguna duda, responda este correo.",
      ],
    },
    deps.shopEmail,
  );
}
