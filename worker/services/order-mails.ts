import { formatShortDate } from "../../domain/dates.ts";
import { formatUYU } from "../../domain/money.ts";
import { accountLabel, type BankAccount } from "../../domain/schemas/settings.ts";
import { SHOP_CONTACT, SHOP_NAME } from "../../domain/shop-info.ts";
import type { Tx } from "../db/database.ts";
import { enqueueMail, type MailMessage } from "../db/mail-outbox.ts";
import type { OrderRow } from "../db/orders.ts";
import { readShopSettings } from "../db/settings.ts";

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
export async function queueOrderPlacedMails(
  tx: Tx,
  deps: { shopEmail: string; siteUrl: string },
  order: OrderRow,
): Promise<number[]> {
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
  deps: { shopEmail: string; siteUrl: string },
  order: OrderRow,
  bankAccounts: readonly BankAccount[],
): MailMessage[] {
  const link = new URL(`/shop/order/${order.id}?token=${order.accessToken}`, deps.siteUrl).toString();
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
