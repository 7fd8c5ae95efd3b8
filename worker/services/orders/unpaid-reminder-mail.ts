import { formatLongDate, formatTime } from "../../../domain/dates.ts";
import { formatUYU } from "../../../domain/money.ts";
import type { BankAccount } from "../../../domain/schemas/settings.ts";
import { type UnpaidKind, unpaidExpiry } from "../../../domain/unpaid-reminders.ts";
import type { MailMessage } from "../../db/mail-outbox.ts";
import type { OrderRow } from "../../db/orders.ts";
import { bankFacts, customerMail, type OrderMailContext, orderLink } from "./mail-parts.ts";

// The reminder a day before an unpaid order's payment runs out (issue 43, decision 034): the ticket's due date and
// how to pay it, or the bank accounts and where to send the receipt. The shop's order mail (customerMail): a button
// to the order page, the lines and totals; usted voice, HTML and text.

/** The customer's reminder for an order waiting for an Abitab / RedPagos ticket or a transfer. */
export function unpaidReminderMail(
  deps: OrderMailContext,
  order: OrderRow,
  kind: UnpaidKind,
  bankAccounts: readonly BankAccount[],
): MailMessage {
  const n = `N.º ${order.id}`;
  const hello = `Hola ${order.firstName},`;
  if (kind === "ticket") {
    const expiry = unpaidExpiry("ticket", new Date(order.createdAt));
    const when = `el ${formatLongDate(expiry)} a las ${formatTime(expiry)}`;
    return customerMail(deps, order, "order_payment_reminder", `Su cupón de pago del pedido ${n} vence mañana`, {
      heading: `Su pedido ${n} espera el pago`,
      paragraphs: [
        `${hello} su pedido ${n} sigue esperando el pago de ${formatUYU(order.total)} en Abitab o RedPagos.`,
        `El cupón vence ${when}. Si no se paga antes, el pedido se cancelará y los productos volverán a la venta.`,
        `Puede pagarlo en cualquier local de Abitab o RedPagos con el cupón que Mercado Pago le envió por correo${order.paymentId ? ` (pago N.º ${order.paymentId})` : ""}. Si ya lo pagó, no necesita hacer nada: aprobaremos su compra en cuanto Mercado Pago nos lo confirme.`,
      ],
    });
  }
  return customerMail(deps, order, "order_transfer_reminder", `Su pedido ${n} espera la transferencia`, {
    heading: `Su pedido ${n} espera la transferencia`,
    paragraphs: [
      `${hello} su pedido ${n} sigue pendiente: todavía no recibimos su transferencia de ${formatUYU(order.total)} ni su comprobante.`,
      "Cuando haga la transferencia, envíenos el comprobante para que podamos confirmar su pedido. Si ya lo envió por correo, no necesita hacer nada.",
    ],
    link: {
      text: "Puede enviar el comprobante desde la página de su pedido:",
      label: "Enviar el comprobante",
      href: orderLink(deps, order),
    },
    factsTitle: "Datos para la transferencia",
    facts: bankFacts(bankAccounts),
  });
}
