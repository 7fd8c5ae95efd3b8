import { formatUYU } from "../../../domain/money.ts";
import type { OrderMail } from "../../../domain/order-status.ts";
import type { BankAccount, ShopSettings } from "../../../domain/schemas/settings.ts";
import type { Tx } from "../../db/database.ts";
import { enqueueMail, type MailMessage, mailInsert } from "../../db/mail-outbox.ts";
import type { OrderRow } from "../../db/orders.ts";
import { readOrderDocuments } from "../../db/product-documents.ts";
import { readShopSettings } from "../../db/settings.ts";
import { mailShopOf } from "../mail/render.ts";
import {
  bankFacts,
  customerMail,
  deliveryDescription,
  estimatedLine,
  type OrderMailContext,
  type OrderMailDeps,
  shopNotice,
} from "./mail-parts.ts";
import { APPROVAL_MAILS, moveMails } from "./move-mails.ts";

// Every mail about an order, one wording per event (DESIGN.md section 6): placing it (orderPlacedMails, here) and
// each move of the order service (moveMails, move-mails.ts). Spanish, usted; the shop's one layout (HTML and
// plain text, decision 018); written to the outbox in the transaction of the move, delivered after it commits.

export { deliveryDescription, type OrderMailDeps, orderLink, sentence } from "./mail-parts.ts";
export { moveMails } from "./move-mails.ts";

/**
 * Queues the customer's confirmation and the shop's new-order notice (Spanish, HTML and plain text) in
 * the transaction that stores the order: they exist if and only if the order does. Returns their ids.
 */
export async function queueOrderPlacedMails(
  tx: Tx,
  deps: OrderMailDeps,
  order: OrderRow,
  settings?: ShopSettings,
): Promise<number[]> {
  // The accounts, store hours and contact of the moment of the order (the owner may change them later in the back
  // office): those the order was placed with, read in its transaction, when the caller has them.
  const now = settings ?? (await readShopSettings(tx));
  // Both go out at once (one round trip), queued in this order.
  const rows = await Promise.all(orderPlacedMailInserts(tx, deps, order, now));
  return rows.map(([row]) => row!.id);
}

/**
 * queueOrderPlacedMails' two inserts, built and not sent, with the shop's settings the order was placed with:
 * placing an order sends them with its stock and COMMIT (services/stock.ts `takeOrderStockAndCommit`).
 */
export function orderPlacedMailInserts(tx: Tx, deps: OrderMailDeps, order: OrderRow, settings: ShopSettings) {
  const withShop = { ...deps, shop: mailShopOf(settings) };
  return orderPlacedMails(withShop, order, settings.bankAccounts).map((message) => mailInsert(tx, message));
}

/** The two messages of a newly placed bank-transfer order. */
export function orderPlacedMails(
  deps: OrderMailContext,
  order: OrderRow,
  bankAccounts: readonly BankAccount[],
): MailMessage[] {
  const method = deliveryDescription(order);
  const when = estimatedLine(order);
  const customer = customerMail(deps, order, "order_confirmation", `Pedido N.º ${order.id} recibido`, {
    heading: `Recibimos su pedido N.º ${order.id}`,
    paragraphs: [
      `Hola ${order.firstName}, recibimos su pedido N.º ${order.id}. Está pendiente de confirmación: lo confirmaremos cuando recibamos su transferencia de ${formatUYU(order.total)}.`,
      order.hasReceipt
        ? "Recibimos su comprobante de transferencia."
        : "Cuando haga la transferencia, responda este correo con el comprobante.",
      `Forma de entrega: ${method}. ${when}`,
    ],
    factsTitle: "Datos para la transferencia",
    facts: bankFacts(bankAccounts),
  });
  const notice = shopNotice(
    deps,
    order,
    "order_notice",
    `Nuevo pedido N.º ${order.id}: ${order.firstName} ${order.lastName}, ${formatUYU(order.total)}`,
    {
      heading: `Nuevo pedido N.º ${order.id}`,
      paragraphs: [
        `${order.firstName} ${order.lastName} hizo un pedido de ${formatUYU(order.total)} con pago por transferencia bancaria${order.hasReceipt ? " (con comprobante)" : " (sin comprobante aún)"}.`,
      ],
    },
  );
  return [customer, notice];
}

/** Queues, in the caller's transaction, the mails of one move. Returns their ids. */
export async function queueMoveMails(
  tx: Tx,
  deps: OrderMailDeps,
  order: OrderRow,
  kinds: readonly OrderMail[],
): Promise<number[]> {
  const ids: number[] = [];
  if (!kinds.length) return ids;
  // The store hours and contact of the moment ('listo para retirar' says them; every mail's footer shows them).
  const withShop = { ...deps, shop: mailShopOf(await readShopSettings(tx)) };
  // The confirmations list the documents the order received at its approval (issue 42; recorded just before).
  const documents = kinds.some((kind) => APPROVAL_MAILS.has(kind)) ? await readOrderDocuments(tx, order.id) : [];
  for (const kind of kinds) {
    for (const message of moveMails(withShop, order, kind, documents)) ids.push(await enqueueMail(tx, message));
  }
  return ids;
}

/** To the shop: the customer sent the transfer receipt from the order page (issue 38), or a new one in its place. */
export function receiptNoticeMail(deps: OrderMailContext, order: OrderRow, replaced: boolean): MailMessage {
  const customer = `${order.firstName} ${order.lastName}`;
  return shopNotice(deps, order, "order_receipt_notice", `Comprobante recibido: pedido N.º ${order.id}, ${customer}`, {
    heading: `Comprobante del pedido N.º ${order.id}`,
    paragraphs: [
      `${customer} ${replaced ? "envió un comprobante nuevo, que reemplaza al anterior," : "envió el comprobante"} de la transferencia de ${formatUYU(order.total)}.`,
      "Véalo en el pedido y apruébelo cuando la transferencia esté acreditada.",
    ],
  });
}
