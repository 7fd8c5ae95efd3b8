import { formatShortDate } from "../../../domain/dates.ts";
import { formatUYU } from "../../../domain/money.ts";
import type { OrderMail } from "../../../domain/order-status.ts";
import { accountLabel, type BankAccount } from "../../../domain/schemas/settings.ts";
import { SHOP_CONTACT, SHOP_NAME } from "../../../domain/shop-info.ts";
import type { Tx } from "../../db/database.ts";
import { enqueueMail, type MailMessage } from "../../db/mail-outbox.ts";
import type { OrderRow } from "../../db/orders.ts";
import { readShopSettings } from "../../db/settings.ts";

// Every mail about an order, one wording per event (DESIGN.md section 6): placing it (orderPlacedMails) and
// each move of the order service (moveMails). Spanish, usted; HTML and plain text; written to the outbox
// in the transaction of the move, delivered after it commits.

export interface OrderMailDeps {
  shopEmail: string;
  siteUrl: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The order's lines and totals, one per line, for every order mail. */
export function summaryLines(order: OrderRow): string[] {
  const lines = order.items.map(
    (i) => `${i.quantity} × ${i.productName} (${i.size} ${i.unit}) — ${formatUYU(i.lineTotal)}`,
  );
  lines.push(`Subtotal: ${formatUYU(order.subtotal)}`);
  if (order.transferDiscount) lines.push(`Descuento por transferencia (5%): −${formatUYU(order.transferDiscount)}`);
  if (order.deliveryMethod === "delivery") {
    lines.push(
      `Envío: ${order.deliveryFee ? formatUYU(order.deliveryFee) : order.town === "Montevideo" ? "gratis" : "por agencia, a cargo del destinatario"}`,
    );
  }
  lines.push(`Total: ${formatUYU(order.total)}`);
  return lines;
}

/** One mail about an order: the paragraphs, then the order's lines and totals (HTML and plain text). */
export function orderMessage(
  to: string,
  subject: string,
  paragraphs: string[],
  order: OrderRow,
  kind: string,
  replyTo: string,
): MailMessage {
  const lines = summaryLines(order);
  return {
    to,
    subject,
    html: mailHtml(subject, paragraphs, lines),
    text: [...paragraphs, "", ...lines].join("\n"),
    kind,
    orderId: order.id,
    replyTo,
  };
}

/** A plain, Spanish HTML mail: title, paragraphs, the order's lines, the shop's contact. */
export function mailHtml(title: string, paragraphs: string[], lines: string[]): string {
  return `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2a27;line-height:1.5">
<h1 style="font-size:20px;color:#2f5d50">${esc(title)}</h1>
${paragraphs.map((p) => `<p>${esc(p)}</p>`).join("\n")}
<ul>${lines.map((l) => `<li>${esc(l)}</li>`).join("")}</ul>
<p style="color:#555;font-size:13px">${esc(SHOP_NAME)} · ${esc(SHOP_CONTACT.address)} · ${esc(SHOP_CONTACT.phone)} · ${esc(SHOP_CONTACT.email)}</p>
</body></html>`;
}

/**
 * Queues the customer's confirmation and the shop's new-order notice (Spanish, HTML and plain text) in
 * the transaction that stores the order: they exist if and only if the order does. Returns their ids.
 */
export async function queueOrderPlacedMails(tx: Tx, deps: OrderMailDeps, order: OrderRow): Promise<number[]> {
  const ids: number[] = [];
  // The accounts of the moment of the order (the owner may change them later in the back office).
  const { bankAccounts } = await readShopSettings(tx);
  for (const message of orderPlacedMails(deps, order, bankAccounts)) ids.push(await enqueueMail(tx, message));
  return ids;
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
export function deliveryDescription(order: Pick<OrderRow, "deliveryMethod" | "town">): string {
  if (order.deliveryMethod === "pickup") return "retiro en el local";
  if (!order.town || order.town === "Montevideo") return "envío a domicilio en Montevideo";
  return `envío por agencia a ${order.town} (el envío lo paga quien recibe)`;
}

/** The two messages of a newly placed bank-transfer order. */
export function orderPlacedMails(
  deps: OrderMailDeps,
  order: OrderRow,
  bankAccounts: readonly BankAccount[],
): MailMessage[] {
  const link = orderLink(deps, order);
  const method = deliveryDescription(order);
  const when = `Fecha estimada de ${order.deliveryMethod === "delivery" ? "entrega" : "retiro"}: ${formatShortDate(order.estimatedDate)}.`;
  const bank = bankAccounts.map((a) => `${a.bank} — ${accountLabel(a)} N.º ${a.number} a nombre de ${a.holder}`);
  const customerParagraphs = [
    `Hola ${order.firstName}, recibimos su pedido N.º ${order.id}. Está pendiente de confirmación: lo confirmaremos cuando recibamos su transferencia de ${formatUYU(order.total)}.`,
    sentence(`Puede transferir a: ${bank.join("; ")}`),
    order.hasReceipt
      ? "Recibimos su comprobante de transferencia."
      : "Cuando haga la transferencia, responda este correo con el comprobante.",
    `Forma de entrega: ${method}. ${when}`,
    `Puede ver el estado de su pedido en: ${link}`,
  ];
  const lines = summaryLines(order);
  return [
    {
      to: order.email,
      subject: `Pedido N.º ${order.id} recibido — ${SHOP_NAME}`,
      html: mailHtml(`Pedido N.º ${order.id} recibido`, customerParagraphs, lines),
      text: [...customerParagraphs, "", ...lines].join("\n"),
      kind: "order_confirmation",
      orderId: order.id,
      replyTo: deps.shopEmail,
    },
    {
      to: deps.shopEmail,
      subject: `Nuevo pedido N.º ${order.id}: ${order.firstName} ${order.lastName}, ${formatUYU(order.total)}`,
      html: mailHtml(
        `Nuevo pedido N.º ${order.id}`,
        [
          `${order.firstName} ${order.lastName} · ${order.email} · ${order.phone}${order.rut ? ` · RUT ${order.rut}` : ""}`,
          `${method[0]!.toUpperCase()}${method.slice(1)}${order.street ? `: ${order.street} ${order.apartment ?? ""}, ${order.town ?? ""} ${order.zip ?? ""}` : ""}. ${when}`,
          `Pago: transferencia bancaria${order.hasReceipt ? " (con comprobante)" : " (sin comprobante aún)"}.`,
          order.note ? `Nota: ${order.note}` : "",
        ].filter(Boolean),
        lines,
      ),
      text: [
        `Nuevo pedido N.º ${order.id}`,
        `${order.firstName} ${order.lastName} <${order.email}> ${order.phone}`,
        ...lines,
      ].join("\n"),
      kind: "order_notice",
      orderId: order.id,
      replyTo: order.email,
    },
  ];
}

/** The customer's secret link to their order page. */
export function orderLink(deps: OrderMailDeps, order: Pick<OrderRow, "id" | "accessToken">): string {
  return new URL(`/shop/order/${order.id}?token=${order.accessToken}`, deps.siteUrl).toString();
}

/** How a shipped order travels, in one sentence per fact. */
function shipmentParagraphs(order: OrderRow): string[] {
  const lines = [`Empresa de envío: ${order.carrier ?? "—"}.`];
  if (order.trackingNumber) lines.push(`Número de seguimiento: ${order.trackingNumber}.`);
  if (order.trackingUrl) lines.push(`Puede seguir el envío en: ${order.trackingUrl}`);
  if (order.shippingAgency) lines.push(sentence(`Retírelo en la agencia: ${order.shippingAgency}`));
  return lines;
}

/** The mails one move of an order queues, by the table's mail kind. */
export function moveMails(deps: OrderMailDeps, order: OrderRow, kind: OrderMail): MailMessage[] {
  const see = `Puede ver su pedido en: ${orderLink(deps, order)}`;
  const customer = `${order.firstName} ${order.lastName}`;
  const hello = `Hola ${order.firstName},`;
  const n = `N.º ${order.id}`;
  const toCustomer = (subject: string, paragraphs: string[], mailKind: string) =>
    orderMessage(order.email, `${subject} — ${SHOP_NAME}`, paragraphs, order, mailKind, deps.shopEmail);
  switch (kind) {
    case "paid":
      return [
        toCustomer(
          `Pedido ${n} confirmado`,
          [
            `${hello} recibimos su pago de ${formatUYU(order.total)} con Mercado Pago. Su pedido ${n} está confirmado.`,
            see,
          ],
          "order_paid",
        ),
        orderMessage(
          deps.shopEmail,
          `Pedido pagado ${n}: ${customer}, ${formatUYU(order.total)}`,
          [`${customer} · ${order.email} · ${order.phone}. Pago con Mercado Pago N.º ${order.paymentId ?? "—"}.`],
          order,
          "order_paid_notice",
          order.email,
        ),
      ];
    case "payment_pending":
      return [
        toCustomer(
          `Pedido ${n} pendiente de pago`,
          [
            `${hello} registramos su pedido ${n}. Cuando recibamos su pago aprobaremos su compra.`,
            "Si eligió pagar en Abitab o RedPagos, recuerde hacerlo antes del vencimiento del cupón.",
            see,
          ],
          "order_payment_pending",
        ),
      ];
    case "payment_failed":
      return [
        toCustomer(
          `Pedido ${n} cancelado`,
          [
            `${hello} su pedido ${n} fue cancelado porque el pago no se completó.`,
            "Si desea los productos, puede hacer un nuevo pedido en la tienda. Ante cualquier duda, responda este correo.",
          ],
          "order_payment_failed",
        ),
      ];
    case "refund_needed":
      return [
        orderMessage(
          deps.shopEmail,
          `Devolver pago: pedido ${n} pagado después de cancelado`,
          [
            `Mercado Pago aprobó el pago N.º ${order.paymentId ?? "—"} de ${formatUYU(order.total)} del pedido ${n} (${customer}, ${order.email}) después de que su reserva venció, y ya no hay stock para servirlo.`,
            "Devuelva el pago desde Mercado Pago o comuníquese con el cliente.",
          ],
          order,
          "refund_needed",
          order.email,
        ),
      ];
    case "approved":
      return [
        toCustomer(
          `Pedido ${n} aprobado`,
          [
            `${hello} su pedido ${n} por ${formatUYU(order.total)} fue aprobado.`,
            order.deliveryMethod === "delivery"
              ? "Le avisaremos cuando salga para su dirección."
              : "Le avisaremos cuando esté listo para retirar.",
            see,
          ],
          "order_approved",
        ),
      ];
    case "cancelled":
      return [
        toCustomer(
          `Pedido ${n} cancelado`,
          [
            `${hello} su pedido ${n} fue cancelado.`,
            "Si cree que se trata de un error o desea los productos, responda este correo o haga un nuevo pedido en la tienda.",
          ],
          "order_cancelled",
        ),
      ];
    case "preparing":
      return [
        toCustomer(
          `Estamos preparando su pedido ${n}`,
          [
            `${hello} estamos preparando su pedido ${n}.`,
            order.deliveryMethod === "delivery"
              ? "Le avisaremos cuando salga, con los datos para seguir el envío."
              : "Le avisaremos cuando esté listo para retirar.",
            see,
          ],
          "order_preparing",
        ),
      ];
    case "ready":
      return [
        toCustomer(
          `Su pedido ${n} está listo para retirar`,
          [
            `${hello} su pedido ${n} está listo para retirar.`,
            sentence(`Dirección: ${SHOP_CONTACT.address}`),
            sentence(`Horario: ${SHOP_CONTACT.hours}`),
            "Traiga el número de pedido; si retira otra persona, que lo traiga también.",
            see,
          ],
          "order_ready",
        ),
      ];
    case "shipped":
      return [
        toCustomer(
          `Su pedido ${n} fue enviado`,
          [`${hello} su pedido ${n} salió hacia ${order.town ?? "su dirección"}.`, ...shipmentParagraphs(order), see],
          "order_shipped",
        ),
      ];
    case "delivered":
      return [
        toCustomer(
          `Su pedido ${n} fue entregado`,
          [
            `${hello} su pedido ${n} fue entregado. ¡Gracias por su compra!`,
            "Si algo no llegó como esperaba, responda este correo.",
          ],
          "order_delivered",
        ),
      ];
    case "collected":
      return [
        toCustomer(
          `Retiró su pedido ${n}`,
          [`${hello} registramos que retiró su pedido ${n}. ¡Gracias por su compra!`],
          "order_collected",
        ),
      ];
  }
}

/** Queues, in the caller's transaction, the mails of one move. Returns their ids. */
export async function queueMoveMails(
  tx: Tx,
  deps: OrderMailDeps,
  order: OrderRow,
  kinds: readonly OrderMail[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const kind of kinds) {
    for (const message of moveMails(deps, order, kind)) ids.push(await enqueueMail(tx, message));
  }
  return ids;
}
