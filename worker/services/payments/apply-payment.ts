import type { OrderStatus } from "../../../domain/order-status.ts";
import type { MpPayment, PaymentsPort } from "../../adapters/payments/port.ts";
import { serviceRole } from "../../db/database.ts";
import { recordPaymentEvent } from "../../db/payments.ts";
import { moveOrder, type OrderServiceDeps } from "../orders/move-order.ts";

export interface PaymentServiceDeps extends OrderServiceDeps {
  payments: PaymentsPort;
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
  /** CFE jobs written in the transaction, to issue after it (decision 027). */
  invoiceIds: number[];
}

const nothing = (outcome: ApplyOutcome["outcome"], orderId: number | null = null): ApplyOutcome => ({
  outcome,
  orderId,
  status: null,
  stockMoved: false,
  mailIds: [],
  invoiceIds: [],
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
 * The payment must name an order (external_reference); the order service then checks that it pays exactly
 * that order's total in UYU, claims the payment id + status once, and moves the order as the table says,
 * with its stock and mails, in one transaction.
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
  const result = await moveOrder(deps, orderId, { actor: "mercadopago" }, { event: "payment", payment });
  if (!result.ok) {
    if (result.reason === "not_found") {
      console.warn(`[payments] payment ${payment.id} names order ${orderId}, which does not exist`);
      await deps.db.run(serviceRole, (tx) =>
        recordPaymentEvent(tx, {
          orderId: null,
          paymentId: payment.id,
          status: payment.status,
          statusDetail: payment.status_detail,
          amount: Math.round(payment.transaction_amount),
          currency: payment.currency_id,
          outcome: "refused",
          note: "the order does not exist",
        }),
      );
    }
    return nothing("refused", orderId);
  }
  return {
    outcome: result.outcome,
    orderId,
    status: result.to.status,
    stockMoved: result.stockMoved,
    mailIds: result.mailIds,
    invoiceIds: result.invoiceIds,
  };
}

/** The order id in a payment's external_reference (the shop writes the order's id there). */
function orderIdOf(reference: string | null): number | null {
  if (!reference || !/^\d{1,15}$/.test(reference)) return null;
  return Number(reference);
}
