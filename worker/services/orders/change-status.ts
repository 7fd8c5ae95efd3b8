import {
  checkStatusChange,
  isOrderStatus,
  type OrderStatus,
  releasesStock,
  reservesStock,
  sendsConfirmationEmail,
} from "../../../domain/order-status.ts";
import { lockOrderStatus, writeStatusChange } from "../../db/admin-orders.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { enqueueMail } from "../../db/mail-outbox.ts";
import { releaseOrderStock, retakeOrderStock } from "../../db/order-stock.ts";
import { type OrderRow, readOrder } from "../../db/orders.ts";
import { type StatusMail, statusMails } from "./status-mails.ts";

// One service moves an order, whoever asks (DESIGN.md section 6): the rules of domain/order-status.ts,
// the stock and the mails, all in one transaction. The back office calls it today; the payment service
// and the scheduled jobs can call it with their own actor.

export interface ChangeStatusDeps {
  db: Database;
  shopEmail: string;
  siteUrl: string;
}

export interface StatusChangeRequest {
  orderId: number;
  to: OrderStatus;
  /** Who moves it: an admin (changedBy = their user id), Mercado Pago or the shop's scheduled work. */
  actor: "admin" | "mercadopago" | "system";
  changedBy: string | null;
  note: string | null;
}

export type StatusChangeResult =
  | {
      ok: true;
      order: OrderRow;
      from: OrderStatus;
      to: OrderStatus;
      /** Stock was given back or taken again: the catalogue cache must forget the old quantities. */
      stockMoved: boolean;
      /** Mails queued in the transaction, to deliver after it commits. */
      mailIds: number[];
    }
  | {
      ok: false;
      reason: "not_found" | "refused" | "stock_short";
      message: string;
      short?: { productId: number; name: string; wanted: number; available: number }[];
    };

export const MERCADO_ORDER_MESSAGE =
  "Este pedido espera un pago de Mercado Pago: su estado cambia cuando Mercado Pago informa el pago.";

/** "No hay stock suficiente de: Aceite X (quedan 2), Jabón Y (quedan 0)". */
export function shortStockMessage(short: { name: string; available: number }[]): string {
  return `No hay stock suficiente de: ${short.map((s) => `${s.name} (quedan ${Math.max(0, s.available)})`).join(", ")}`;
}

/**
 * Moves an order to `to` or says why not. The order row is locked first, so two movers at once run one
 * after the other: the second sees the first one's status (and a rejection twice gives the stock back
 * once; releaseOrderStock's flag guards it as well).
 *
 * Runs as service_role. The caller has already decided who may ask (requireAdmin for the back office;
 * the payment service after verifying Mercado Pago), and what is written here is not the admin's to
 * write directly under RLS: the status history and the mail outbox have no admin write policies (only the
 * Worker writes them, so a stolen admin token cannot forge history or send mail through the Data API), and
 * stock moves only with the order. The admin's user id is recorded in the history row (changed_by).
 */
export async function changeOrderStatus(
  deps: ChangeStatusDeps,
  request: StatusChangeRequest,
): Promise<StatusChangeResult> {
  return deps.db.run(serviceRole, async (tx): Promise<StatusChangeResult> => {
    const locked = await lockOrderStatus(tx, request.orderId);
    if (!locked || !isOrderStatus(locked.status)) {
      return { ok: false, reason: "not_found", message: "No encontramos el pedido." };
    }
    const from = locked.status;
    const to = request.to;
    if (from === "mercado" && request.actor === "admin") {
      return { ok: false, reason: "refused", message: MERCADO_ORDER_MESSAGE };
    }
    const check = checkStatusChange(from, to);
    if (!check.ok) return { ok: false, reason: "refused", message: check.message };

    let stockMoved = false;
    if (reservesStock(from, to)) {
      const short = await retakeOrderStock(tx, request.orderId);
      if (short.length) return { ok: false, reason: "stock_short", message: shortStockMessage(short), short };
      stockMoved = true;
    } else if (releasesStock(from, to)) {
      stockMoved = await releaseOrderStock(tx, request.orderId);
    }

    await writeStatusChange(tx, { ...request, from, to });
    const order = await readOrder(tx, request.orderId);
    if (!order) throw new Error(`Order ${request.orderId} vanished inside its own transaction`);

    const mails: StatusMail[] = [];
    if (sendsConfirmationEmail(from, to)) mails.push("approved");
    if (to === "cancel") mails.push("cancelled");
    const mailIds: number[] = [];
    for (const kind of mails) {
      for (const message of statusMails(deps, order, kind)) mailIds.push(await enqueueMail(tx, message));
    }
    return { ok: true, order, from, to, stockMoved, mailIds };
  });
}
