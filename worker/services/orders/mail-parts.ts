import { formatDate } from "../../../domain/dates.ts";
import { formatCi } from "../../../domain/invoices.ts";
import { formatPercent, formatUYU } from "../../../domain/money.ts";
import { accountLabel, type BankAccount } from "../../../domain/schemas/settings.ts";
import { SHOP_NAME } from "../../../domain/shop-info.ts";
import type { MailMessage } from "../../db/mail-outbox.ts";
import type { OrderRow } from "../../db/orders.ts";
import {
  type MailContent,
  type MailLink,
  type MailOrder,
  type MailShop,
  orderText,
  renderMail,
} from "../mail/render.ts";

// What every order mail shares: the order's lines and totals, the links to the order, and one way to put a
// mail together (the layout of worker/services/mail/render.ts).

export interface OrderMailDeps {
  shopEmail: string;
  siteUrl: string;
}

/** What writing an order's mail needs: the deps and the shop's details of the moment (the settings row, read in the
 * transaction that queues it: mailShopOf). */
export interface OrderMailContext extends OrderMailDeps {
  shop: MailShop;
}

/** The customer's secret link to their order page. */
export function orderLink(deps: OrderMailDeps, order: Pick<OrderRow, "id" | "accessToken">): string {
  return new URL(`/shop/order/${order.id}?token=${order.accessToken}`, deps.siteUrl).toString();
}

/** The customer's secret link to the page that shows the order's CFE (or its credit note) as a PDF. */
export function cfeLink(
  deps: OrderMailDeps,
  order: Pick<OrderRow, "id" | "accessToken">,
  kind: "cfe" | "credit_note" = "cfe",
): string {
  return new URL(`/shop/order/${order.id}/cfe/${kind}?token=${order.accessToken}`, deps.siteUrl).toString();
}

/** The approval mails' line about the CFE (decision 027): issued right after the approval, printable from the link. */
export function cfeMailLink(deps: OrderMailDeps, order: Pick<OrderRow, "id" | "accessToken" | "rut">): MailLink {
  // A RUT makes it an e-Factura to the company; otherwise an e-Ticket (domain/invoices.ts cfeTypeFor).
  return {
    text: `Su ${order.rut ? "e-Factura" : "e-Ticket"} estará disponible en unos minutos en:`,
    label: "Ver comprobante",
    href: cfeLink(deps, order),
  };
}

/** The order in the back office's desk (the shop's notices). */
export function adminOrderLink(deps: OrderMailDeps, order: Pick<OrderRow, "id">): string {
  return new URL(`/admin/orders?order=${order.id}`, deps.siteUrl).toString();
}

/** The shop's bank accounts as a transfer order's mails list them (under 'Datos para la transferencia'). */
export function bankFacts(bankAccounts: readonly BankAccount[]): { label: string; value: string }[] {
  return bankAccounts.map((a) => ({
    label: a.bank,
    value: sentence(`${accountLabel(a)} N.º ${a.number} a nombre de ${a.holder}`),
  }));
}

/** How the delivery fee reads in the totals. */
function deliveryFee(order: OrderRow): string {
  if (order.deliveryFee) return formatUYU(order.deliveryFee);
  return order.town === "Montevideo" ? "Gratis" : "Por agencia, a cargo del destinatario";
}

/** The order's lines (product, size, quantity, unit price, line total) and its totals. */
export function orderBlock(order: OrderRow, title = `Pedido N.º ${order.id}`): MailOrder {
  const totals = [{ label: "Subtotal", value: formatUYU(order.subtotal) }];
  if (order.discountCode) {
    // A free-delivery code takes nothing off the products: it reads as what it gave.
    const value = order.codeDiscount ? `−${formatUYU(order.codeDiscount)}` : "Envío gratis";
    totals.push({ label: `Cupón ${order.discountCode}`, value });
  }
  if (order.transferDiscount) {
    // The percent the order was priced with (its stored rules), not today's.
    const percent = formatPercent(order.pricingRules.transferDiscountPercent);
    totals.push({
      label: `Descuento por transferencia (${percent})`,
      value: `−${formatUYU(order.transferDiscount)}`,
    });
  }
  if (order.deliveryMethod === "delivery") totals.push({ label: "Envío", value: deliveryFee(order) });
  return {
    // Placed by accepting a quote (issue 44): every mail of the order names it.
    title: order.quoteNumber ? `${title} · Cotización ${order.quoteNumber}` : title,
    lines: order.items.map((i) => ({
      product: i.productName,
      size: `${i.size} ${i.unit}`,
      quantity: i.quantity,
      unitPrice: formatUYU(i.unitPrice),
      lineTotal: formatUYU(i.lineTotal),
    })),
    totals,
    total: formatUYU(order.total),
  };
}

/** The order's lines and totals, one per line, as the plain-text part shows them. */
export function summaryLines(order: OrderRow): string[] {
  return orderText(orderBlock(order));
}

/** Ends a sentence with one full stop: 'Química Oriental S.A.' stays as it is (never 'S.A..'). */
export function sentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * How the order reaches the customer, as a mail says it: pickup at the shop, home delivery in Montevideo, or a
 * courier agency to another department (paid by the receiver), never the bare 'Delivery'.
 */
export function deliveryDescription(order: Pick<OrderRow, "deliveryMethod" | "town" | "shipping">): string {
  if (order.deliveryMethod === "pickup") return "retiro en el local";
  if (!order.town || order.town === "Montevideo") return "envío a domicilio en Montevideo";
  // Interior by carrier (issue 45): the carrier, the agency or the address, and who pays the parcel.
  const s = order.shipping;
  const paid = s && !s.paidByReceiver ? "el envío está incluido en el total" : "el envío lo paga quien recibe";
  if (s?.carrierName) {
    const where = s.mode === "address" ? `a domicilio en ${order.town}` : `a la agencia ${s.agency} de ${order.town}`;
    return `envío por ${s.carrierName} ${where} (${paid})`;
  }
  return `envío por agencia a ${order.town} (${paid})`;
}

/** 'Fecha estimada de entrega: 20/11/2026.' (or 'de retiro'). */
export function estimatedLine(order: Pick<OrderRow, "deliveryMethod" | "estimatedDate">): string {
  return `Fecha estimada de ${order.deliveryMethod === "delivery" ? "entrega" : "retiro"}: ${formatDate(order.estimatedDate)}.`;
}

/** The address the order goes to, on one line ('Calle 1 apto 2, Salto 50000'). */
function address(order: OrderRow): string | null {
  if (!order.street) return null;
  const street = [order.street, order.apartment].filter(Boolean).join(" ");
  return `${street}, ${[order.town, order.zip].filter(Boolean).join(" ")}`;
}

/** How and where the order goes, and when, for the shop: 'Envío a domicilio en Montevideo: …. Fecha estimada…' */
function deliveryLine(order: OrderRow): string {
  const method = deliveryDescription(order);
  const where = address(order);
  return `${method[0]!.toUpperCase()}${method.slice(1)}${where ? `: ${where}` : ""}. ${estimatedLine(order)}`;
}

type Parts = Omit<MailContent, "order" | "footnote" | "subject" | "button"> & { after?: string[] };

/** A mail to the customer about their order: a button to the order page (with its token), the lines, the totals. */
export function customerMail(
  deps: OrderMailContext,
  order: OrderRow,
  kind: string,
  subject: string,
  parts: Parts,
): MailMessage {
  const fullSubject = `${subject} — ${SHOP_NAME}`;
  const content: MailContent = {
    ...parts,
    subject: fullSubject,
    button: { label: "Ver mi pedido", href: orderLink(deps, order) },
    order: orderBlock(order, `Su pedido N.º ${order.id}`),
    footnote: `Le escribimos por su pedido N.º ${order.id} en ${SHOP_NAME}. Si tiene alguna duda, responda este correo.`,
  };
  return {
    to: order.email,
    subject: fullSubject,
    ...renderMail(deps.siteUrl, content, deps.shop),
    kind,
    orderId: order.id,
    replyTo: deps.shopEmail,
  };
}

/** The customer's details as the shop's notices list them. */
export function customerFacts(order: OrderRow): { label: string; value: string }[] {
  const facts = [
    { label: "Cliente", value: `${order.firstName} ${order.lastName}` },
    { label: "Correo electrónico", value: order.email },
    { label: "Teléfono", value: order.phone },
  ];
  if (order.rut) facts.push({ label: "RUT", value: order.rut });
  if (order.rut && order.companyName) facts.push({ label: "Razón social", value: order.companyName });
  if (order.rut && order.companyAddress) facts.push({ label: "Domicilio fiscal", value: order.companyAddress });
  if (!order.rut && order.buyerDocument)
    facts.push({ label: "Cédula de identidad", value: formatCi(order.buyerDocument) });
  return facts;
}

/**
 * A notice to the shop about an order: the customer's details, a button to the desk, the lines and totals, how and
 * when it goes and the customer's note.
 */
export function shopNotice(
  deps: OrderMailContext,
  order: OrderRow,
  kind: string,
  subject: string,
  parts: Parts,
): MailMessage {
  const content: MailContent = {
    facts: customerFacts(order),
    ...parts,
    subject,
    button: { label: "Abrir el pedido en el panel", href: adminOrderLink(deps, order) },
    after: [deliveryLine(order), ...(order.note ? [`Nota del cliente: ${order.note}`] : []), ...(parts.after ?? [])],
    order: orderBlock(order),
    footnote: `Aviso automático de la tienda en línea de ${SHOP_NAME}. Responda este correo para escribirle al cliente.`,
  };
  return {
    to: deps.shopEmail,
    subject,
    ...renderMail(deps.siteUrl, content, deps.shop),
    kind,
    orderId: order.id,
    replyTo: order.email,
  };
}
