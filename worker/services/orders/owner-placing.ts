import { formatUYU } from "../../../domain/money.ts";
import { CHANNEL_LABELS, COUNTER_KIND_LABELS } from "../../../domain/owner-orders.ts";
import type { ShopSettings } from "../../../domain/schemas/settings.ts";
import type { Tx } from "../../db/database.ts";
import { enqueueMail, type MailMessage } from "../../db/mail-outbox.ts";
import type { OrderRow } from "../../db/orders.ts";
import { mailShopOf } from "../mail/render.ts";
import type { OwnerTerms } from "../place-order.ts";
import { customerMail, deliveryDescription, estimatedLine, type OrderMailContext } from "./mail-parts.ts";
import { queueOrderPlacedMails } from "./mails.ts";
import { moveOrderIn, type OrderServiceDeps } from "./move-order.ts";

// What placing differs in for an order the owner takes (decision 035), called by the one order service
// (place-order.ts) inside its transaction: the history names the admin and the channel; a counter sale is approved
// at once by that admin (its CFE job and confirmation follow the approval); a pay link goes to the customer by mail.

/** The first history line's author and note: 'Pedido tomado por teléfono'. */
export function ownerPlacing(owner: OwnerTerms) {
  return {
    actor: "admin" as const,
    changedBy: owner.admin.userId,
    actorEmail: owner.admin.email,
    note: `Pedido tomado por ${CHANNEL_LABELS[owner.channel].toLowerCase()} en el panel`,
  };
}

export async function afterOwnerPlacing(
  tx: Tx,
  deps: OrderServiceDeps & { settings: ShopSettings },
  placed: OrderRow,
  owner: OwnerTerms,
): Promise<{ order: OrderRow; mailIds: number[]; invoiceIds: number[] }> {
  if (owner.counter) {
    const by = { actor: "admin" as const, userId: owner.admin.userId, email: owner.admin.email };
    const note = `Pagado en el local (${COUNTER_KIND_LABELS[owner.counter].toLowerCase()})`;
    const moved = await moveOrderIn(tx, deps, placed.id, by, { event: "approve", note });
    if (!moved.ok) throw new Error(`Counter sale ${placed.id} was not approved: ${moved.message}`);
    return { order: moved.order, mailIds: moved.mailIds, invoiceIds: moved.invoiceIds };
  }
  // A transfer: the order-received mail with the transfer details and the order page (where the receipt goes).
  if (placed.paymentMethod === "bank") {
    return { order: placed, mailIds: await queueOrderPlacedMails(tx, deps, placed, deps.settings), invoiceIds: [] };
  }
  const mail = payLinkMail({ ...deps, shop: mailShopOf(deps.settings) }, placed);
  return { order: placed, mailIds: [await enqueueMail(tx, mail)], invoiceIds: [] };
}

/** To the customer of a Mercado Pago order the owner took: the order page, where Mercado Pago is one button away. */
export function payLinkMail(deps: OrderMailContext, order: OrderRow): MailMessage {
  return customerMail(deps, order, "order_pay_link", `Pedido N.º ${order.id}: pague con Mercado Pago`, {
    heading: `Su pedido N.º ${order.id}`,
    paragraphs: [
      `Hola ${order.firstName}, preparamos su pedido N.º ${order.id} de ${formatUYU(order.total)}.`,
      "Para pagarlo con Mercado Pago, abra su pedido con el botón de abajo y elija «Pagar con Mercado Pago». Lo confirmaremos cuando el pago se acredite.",
      `Forma de entrega: ${deliveryDescription(order)}. ${estimatedLine(order)}`,
    ],
  });
}
