import type { OrderStatus } from "../../../domain/order-status.ts";
import { isOrderStatus } from "../../../domain/order-status.ts";
import { isMpPaymentStatus, MP_PAYMENT_STATUS_LABELS, paymentMove } from "../../../domain/payments.ts";
import type { MpPayment, PaymentsPort } from "../../adapters/payments/port.ts";
import { type Database, serviceRole, type Tx } from "../../db/database.ts";
import { releaseOrderStock, retakeOrderStock } from "../../db/order-stock.ts";
import { readOrder } from "../../db/orders.ts";
import {
  lockOrderForPayment,
  markPaymentEventApplied,
  recordPaymentEvent,
  updateOrderPayment,
} from "../../db/payments.ts";
import { queuePaymentMails } from "./payment-mails.ts";

export interface PaymentServiceDeps {
  db: Database;
  payments: PaymentsPort;
  shopEmail: string;
  siteUrl: string;
  now: () => Date;
}

export interface ApplyOutcome {
  /**
   * applied: the order moved; recorded: nothing to move (noted on the order); refused: the payment does
   * not match the order; duplicate: this payment status was applied before; unknown: Mercado Pago does not
   * know the payment.
   */
  outcome: "applied" | "recorded" | "refused" | "duplicate" | "unknown";
  orderId: number | null;
  status: OrderStatus | null;
  /** Stock was given back or taken again: the catalogue cache must forget the old quantities. */
  stockMoved: boolean;
  /** Mails queued in the transaction, to deliver after it. */
  mailIds: number[];
}

const nothing = (outcome: ApplyOutcome["outcome"], orderId: number | null = null): ApplyOutcome => ({
  outcome,
  orderId,
  status: null,
  stockMoved: false,
  mailIds: [],
});

/**
 * Applies what Mercado Pago says about a payment. The truth comes only from Mercado Pago's API (through
 * the Payments port), never from a query string or a webhook body. `expectedOrderId` is given when a
 * caller claims the payment belongs to an order (the return pages): another order's payment is refused.
 */
export async function applyPaymentById(
  deps: PaymentServiceDeps,
  paymentId: string,
  expectedOrderId?: number,
): Promise<ApplyOutcome> {
  const payment = await deps.payments.getPayment(paymentId);
  if (!payment) return nothing("unknown");
  return applyPayment(deps, payment, expectedOrderId);
}

/**
 * One transaction: lock the order, check that the payment names it (external_reference) and pays exactly
 * its total in UYU, claim the payment id + status (a duplicate or a late copy moves nothing), move the
 * order as domain/payments.ts says (stock and mails with it), and record what happened.
 */
export async function applyPayment(
  deps: PaymentServiceDeps,
  payment: MpPayment,
  expectedOrderId?: number,
): Promise<ApplyOutcome> {
  const orderId = orderIdOf(payment.external_reference);
  if (orderId === null || (expectedOrderId !== undefined && orderId !== expectedOrderId)) {
    console.warn(`[payments] payment ${payment.id} does not name the expected order (${payment.external_reference})`);
    return nothing("refused", expectedOrderId ?? null);
  }
  return deps.db.run(serviceRole, async (tx) => {
    const order = await lockOrderForPayment(tx, orderId);
    const event = {
      orderId: order ? orderId : null,
      paymentId: payment.id,
      status: payment.status,
      statusDetail: payment.status_detail,
      amount: Math.round(payment.transaction_amount),
      currency: payment.currency_id,
    };
    const refusal = !order
      ? "the order does not exist"
      : order.paymentMethod !== "mercadopago"
        ? "the order is not paid with Mercado Pago"
        : payment.currency_id !== "UYU"
          ? `currency ${payment.currency_id} instead of UYU`
          : Math.round(payment.transaction_amount * 100) !== order.total * 100
            ? `amount ${payment.transaction_amount} instead of ${order.total}`
            : !isMpPaymentStatus(payment.status) || !isOrderStatus(order.status)
              ? `unknown status ${payment.status}`
              : null;
    if (refusal || !order) {
      console.warn(`[payments] payment ${payment.id} refused for order ${orderId}: ${refusal}`);
      await recordPaymentEvent(tx, { ...event, outcome: "refused", note: refusal });
      return nothing("refused", orderId);
    }
    if (!(await recordPaymentEvent(tx, { ...event, outcome: "recorded", note: null }))) {
      return { ...nothing("duplicate", orderId), status: order.status as OrderStatus };
    }

    const from = order.status as OrderStatus;
    const isOrdersPayment = order.paymentId === null || order.paymentId === payment.id;
    // A late approval of a cancelled order: the stock is taken again if it is there (or nothing is taken).
    const stockAvailable =
      from === "cancel" && payment.status === "approved"
        ? (await retakeOrderStock(tx, orderId)).length === 0
        : undefined;
    const move = paymentMove({ order: from, payment: payment.status, isOrdersPayment, stockAvailable });
    const stockMoved = move.stock === "release" ? await releaseOrderStock(tx, orderId) : move.stock === "take";

    const label = MP_PAYMENT_STATUS_LABELS[payment.status];
    if (move.to !== from || from === "mercado" || isOrdersPayment) {
      await updateOrderPayment(tx, {
        orderId,
        from,
        to: move.to,
        paymentId: payment.id,
        paymentType: payment.payment_type_id,
        paymentStatus: payment.status,
        paymentStatusDetail: payment.status_detail,
        refundNeeded: move.refundNeeded ?? false,
        note: `Mercado Pago: ${label} (pago N.º ${payment.id})`,
      });
    }
    const moved = move.to !== from || move.mails.length > 0;
    if (moved) await markPaymentEventApplied(tx, payment.id, payment.status, move.ignored ?? `${from} -> ${move.to}`);
    const mailIds = move.mails.length ? await queueMails(tx, deps, orderId, move.mails) : [];
    return { outcome: moved ? "applied" : "recorded", orderId, status: move.to, stockMoved, mailIds };
  });
}

async function queueMails(
  tx: Tx,
  deps: PaymentServiceDeps,
  orderId: number,
  mails: Parameters<typeof queuePaymentMails>[3],
) {
  const order = await readOrder(tx, orderId);
  if (!order) throw new Error(`Order ${orderId} vanished inside its own transaction`);
  return queuePaymentMails(tx, deps, order, mails);
}

/** The order id in a payment's external_reference (the shop writes the order's id there). */
function orderIdOf(reference: string | null): number | null {
  if (!reference || !/^\d{1,15}$/.test(reference)) return null;
  return Number(reference);
}
