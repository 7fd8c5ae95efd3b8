import {
  checkWithdrawalLines,
  returnCreditDocument,
  type WantedLine,
  WITHDRAWAL_MESSAGES,
  type WithdrawalWindow,
  withdrawalWindow,
} from "../../../domain/withdrawal.ts";
import type { PaymentsPort } from "../../adapters/payments/port.ts";
import { serviceRole, type Tx } from "../../db/database.ts";
import { lockOrderInvoices, queueInvoice } from "../../db/invoices.ts";
import { enqueueMail } from "../../db/mail-outbox.ts";
import { type LockedOrder, lockOrder, recordStatusMove } from "../../db/order-moves.ts";
import { type OrderRow, readOrder } from "../../db/orders.ts";
import { readShopSettings } from "../../db/settings.ts";
import {
  insertWithdrawal,
  lockWithdrawal,
  orderOfWithdrawal,
  readHandedOverAt,
  readOrderWithdrawals,
  readWithdrawalItems,
  releaseReturnedStock,
  updateWithdrawal,
  type WithdrawalItem,
  type WithdrawalRow,
} from "../../db/withdrawals.ts";
import { mailShopOf } from "../mail/render.ts";
import { queueRestockMails } from "../stock-alerts/alerts.ts";
import type { Mover, OrderServiceDeps } from "./move-order.ts";
import { type WithdrawalStep, withdrawalMails } from "./withdrawal-mails.ts";

// The right of withdrawal as steps of the one order service (decision 029): each step locks the order (the same lock
// every move takes), checks, writes, adds its line to the order's history and queues its mails in one transaction.
// The request comes from the order page (secret link, checked by the route); accepting, declining and receiving the
// return from the desk.

export type WithdrawalResult =
  | { ok: true; withdrawal: WithdrawalRow; mailIds: number[]; invoiceIds: number[]; stockMoved: boolean }
  | { ok: false; status: 404 | 409 | 422 | 502; code: string; message: string };

const refuse = (status: 404 | 409 | 422 | 502, code: string, message: string) =>
  ({ ok: false, status, code, message }) as const;

/** What the order page shows: the window, each line with what may still be withdrawn, the requests so far. */
export interface WithdrawalState {
  window: WithdrawalWindow;
  items: WithdrawalItem[];
  withdrawals: WithdrawalRow[];
}

async function windowOf(tx: Tx, order: Pick<OrderRow, "id" | "rut" | "status">, now: Date): Promise<WithdrawalWindow> {
  const closed = (await readShopSettings(tx)).rules.nonWorkingDays;
  return withdrawalWindow({
    rut: order.rut,
    status: order.status,
    handedOverAt: await readHandedOverAt(tx, order.id),
    now,
    closed,
  });
}

export async function readWithdrawalState(tx: Tx, order: OrderRow, now: Date): Promise<WithdrawalState> {
  return {
    window: await windowOf(tx, order, now),
    items: await readWithdrawalItems(tx, order.id),
    withdrawals: await readOrderWithdrawals(tx, order.id),
  };
}

async function history(
  tx: Tx,
  order: LockedOrder,
  step: WithdrawalStep,
  by: Mover | { actor: "customer" },
  note: string,
) {
  await recordStatusMove(tx, {
    orderId: order.id,
    event: `withdrawal_${step}`,
    from: order.status,
    to: order.status,
    fromFulfilment: order.fulfilment,
    toFulfilment: order.fulfilment,
    actor: by.actor,
    changedBy: by.actor === "admin" ? by.userId : null,
    actorEmail: by.actor === "admin" ? by.email : null,
    note,
  });
}

async function mails(tx: Tx, deps: OrderServiceDeps, orderId: number, w: WithdrawalRow, step: WithdrawalStep) {
  const order = await readOrder(tx, orderId);
  if (!order) throw new Error(`Order ${orderId} vanished inside its own transaction`);
  const ids: number[] = [];
  const withShop = { ...deps, shop: mailShopOf(await readShopSettings(tx)) }; // the contact and hours of the moment
  for (const message of withdrawalMails(withShop, order, w, step)) ids.push(await enqueueMail(tx, message));
  return ids;
}

/** The customer's request (the route has checked the order's secret token). */
export async function requestWithdrawal(
  deps: OrderServiceDeps,
  orderId: number,
  request: { lines: WantedLine[]; comment: string | null },
): Promise<WithdrawalResult> {
  return deps.db.run(serviceRole, async (tx) => {
    const locked = await lockOrder(tx, orderId);
    const order = locked && (await readOrder(tx, orderId));
    if (!locked || !order) return refuse(404, "not_found", "No encontramos el pedido.");
    const window = await windowOf(tx, order, deps.now());
    if (window.kind === "business") return refuse(409, "business_order", WITHDRAWAL_MESSAGES.business);
    if (window.kind === "not_sold") return refuse(409, "not_sold", WITHDRAWAL_MESSAGES.notSold);
    if (window.kind === "ended") return refuse(409, "withdrawal_ended", WITHDRAWAL_MESSAGES.ended(window.until));
    const checked = checkWithdrawalLines(await readWithdrawalItems(tx, orderId), request.lines);
    if (!checked.ok) return refuse(checked.code === "already_requested" ? 409 : 422, checked.code, checked.message);
    const lines = request.lines.filter((l) => l.quantity > 0);
    const id = await insertWithdrawal(tx, { orderId, comment: request.comment, lines });
    if (id === null) {
      const open = (await readOrderWithdrawals(tx, orderId)).find((w) => w.status !== "declined");
      return refuse(
        409,
        "already_requested",
        `Este pedido ya tiene la solicitud de arrepentimiento N.º ${open?.id ?? "—"}: para cambiarla, responda el correo que le enviamos.`,
      );
    }
    const withdrawal = (await lockWithdrawal(tx, id))!;
    await history(tx, locked, "requested", { actor: "customer" }, `Arrepentimiento N.º ${id} solicitado`);
    const mailIds = await mails(tx, deps, orderId, withdrawal, "requested");
    return { ok: true, withdrawal, mailIds, invoiceIds: [], stockMoved: false };
  });
}

const STEP_FROM: Record<"accepted" | "declined" | "received", string> = {
  accepted: "requested",
  declined: "requested",
  received: "accepted",
};

const WRONG_STEP: Record<"accepted" | "declined" | "received", string> = {
  accepted: "Solo se puede aceptar una solicitud pendiente.",
  declined: "Solo se puede rechazar una solicitud pendiente.",
  received: "Primero acepte la solicitud; después marque la devolución recibida.",
};

/** Locks the request's order, then the request, and checks the step is allowed from where it stands. */
async function lockStep(tx: Tx, id: number, step: "accepted" | "declined" | "received") {
  const orderId = await orderOfWithdrawal(tx, id);
  const locked = orderId === null ? undefined : await lockOrder(tx, orderId);
  const withdrawal = locked && (await lockWithdrawal(tx, id));
  if (!locked || !withdrawal) return refuse(404, "not_found", "No encontramos la solicitud de arrepentimiento.");
  if (withdrawal.status !== STEP_FROM[step]) return refuse(409, "wrong_step", WRONG_STEP[step]);
  return { locked, withdrawal };
}

/** The owner accepts the request, or declines it with the reason the customer reads. */
export async function decideWithdrawal(
  deps: OrderServiceDeps,
  id: number,
  by: Mover,
  decision: { accept: true } | { accept: false; reason: string },
): Promise<WithdrawalResult> {
  const step = decision.accept ? "accepted" : "declined";
  return deps.db.run(serviceRole, async (tx) => {
    const found = await lockStep(tx, id, step);
    if ("ok" in found) return found;
    const reason = decision.accept ? undefined : decision.reason;
    await updateWithdrawal(tx, id, { status: step, declineReason: reason, at: deps.now() });
    const withdrawal = (await lockWithdrawal(tx, id))!;
    await history(
      tx,
      found.locked,
      step,
      by,
      decision.accept ? `Arrepentimiento N.º ${id} aceptado` : `Arrepentimiento N.º ${id} rechazado: ${reason}`,
    );
    const mailIds = await mails(tx, deps, found.locked.id, withdrawal, step);
    return { ok: true, withdrawal, mailIds, invoiceIds: [], stockMoved: false };
  });
}

/** The credit note's document and the amount to give back, from the order's CFE; null: nothing was invoiced. */
async function creditFor(tx: Tx, orderId: number, w: WithdrawalRow) {
  const items = await readWithdrawalItems(tx, orderId);
  const returned = w.lines.map((l) => ({
    index: items.find((i) => i.itemId === l.itemId)!.index,
    quantity: l.quantity,
  }));
  const cfe = (await lockOrderInvoices(tx, orderId)).find((i) => i.kind === "cfe");
  if (!cfe || cfe.status === "void" || cfe.status === "refused") return null;
  return { cfe, document: returnCreditDocument(cfe.document, items.length, returned) };
}

/**
 * 'Devolución recibida': the returned units go back to stock, the credit note for them is queued, and the refund is
 * noted. A Mercado Pago order is refunded through its API first (the request's number is the idempotency key, so a
 * retry after a failure is the same refund); a transfer needs the details the owner typed.
 */
export async function receiveWithdrawal(
  deps: OrderServiceDeps & { payments: PaymentsPort },
  id: number,
  by: Mover,
  input: { refundNote: string | null },
): Promise<WithdrawalResult> {
  // What to refund, read before the refund call (outside the transaction: no lock is held over the network).
  const plan = await deps.db.run(serviceRole, async (tx) => {
    const orderId = await orderOfWithdrawal(tx, id);
    const order = orderId === null ? undefined : await readOrder(tx, orderId);
    const w = orderId === null ? undefined : (await readOrderWithdrawals(tx, orderId)).find((r) => r.id === id);
    if (!order || !w) return refuse(404, "not_found", "No encontramos la solicitud de arrepentimiento.");
    if (w.status !== "accepted") return refuse(409, "wrong_step", WRONG_STEP.received);
    const credit = await creditFor(tx, order.id, w);
    const amount = credit?.document.totals.total ?? returnedAmount(order, w);
    return { order, amount };
  });
  if ("ok" in plan) return plan;
  const { order, amount } = plan;
  let refundId: string | null = null;
  let refundNote = input.refundNote?.trim() || null;
  if (order.paymentMethod === "mercadopago" && order.paymentId && amount > 0) {
    try {
      const refund = await deps.payments.refundPayment({
        paymentId: order.paymentId,
        amount,
        idempotencyKey: `withdrawal-${id}`,
      });
      refundId = refund.id;
      refundNote = `Reintegro por Mercado Pago N.º ${refund.id}${refundNote ? `. ${refundNote}` : ""}`;
    } catch (error) {
      console.error(`[withdrawals] refund of withdrawal ${id} failed:`, error);
      return refuse(
        502,
        "refund_failed",
        "Mercado Pago no hizo el reintegro; no se marcó la devolución. Inténtelo de nuevo en unos minutos.",
      );
    }
  } else if (!refundNote && amount > 0) {
    return refuse(
      422,
      "refund_note_required",
      "Indique cómo devolvió el dinero (por ejemplo, los datos de la transferencia).",
    );
  }
  return deps.db.run(serviceRole, async (tx) => {
    const found = await lockStep(tx, id, "received");
    if ("ok" in found) return found;
    await releaseReturnedStock(tx, id);
    const credit = await creditFor(tx, found.locked.id, found.withdrawal);
    const invoiceIds: number[] = [];
    if (credit) {
      const noteId = await queueInvoice(tx, {
        orderId: found.locked.id,
        kind: "credit_note",
        cfeType: (credit.cfe.cfeType + 1) as 102 | 112,
        document: credit.document,
      });
      if (noteId !== null) invoiceIds.push(noteId);
    }
    await updateWithdrawal(tx, id, {
      status: "received",
      refundNote: refundNote ?? "Sin importe a devolver.",
      refundId,
      refundAmount: amount,
      at: deps.now(),
    });
    const withdrawal = (await lockWithdrawal(tx, id))!;
    await history(
      tx,
      found.locked,
      "received",
      by,
      `Arrepentimiento N.º ${id}: devolución recibida. ${withdrawal.refundNote}`,
    );
    const mailIds = await mails(tx, deps, found.locked.id, withdrawal, "received");
    // Stock given back: the 'Avisarme' requests it answers get their mail in this transaction (decision 025).
    mailIds.push(...(await queueRestockMails(tx, deps)));
    return { ok: true, withdrawal, mailIds, invoiceIds, stockMoved: true };
  });
}

/** Without a CFE: what the returned lines cost (their share of the discounts taken off). */
function returnedAmount(order: OrderRow, w: WithdrawalRow): number {
  const discount = order.codeDiscount + order.transferDiscount;
  const gross = w.lines.reduce((sum, l) => {
    const item = order.items.find((i) => i.productName === l.name && i.size === l.size);
    return sum + (item ? item.unitPrice * l.quantity : 0);
  }, 0);
  return order.subtotal > 0 ? Math.round(gross - (discount * gross) / order.subtotal) : gross;
}
