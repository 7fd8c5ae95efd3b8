import { keepsReservation } from "../../../domain/payments.ts";
import type { MpPayment } from "../../adapters/payments/port.ts";
import { type ApplyOutcome, applyPayment, applyPaymentById, type PaymentServiceDeps } from "./apply-payment.ts";

/**
 * Asks Mercado Pago about an order's payment: the one a return URL names (it must belong to the order),
 * or else the order's own payments (external_reference), the live ones first. Each goes through the
 * same path as a webhook. Throws when Mercado Pago cannot be reached.
 */
export async function lookUpPayments(
  deps: PaymentServiceDeps,
  orderId: number,
  paymentId?: string,
): Promise<ApplyOutcome[]> {
  if (paymentId) return [await applyPaymentById(deps, paymentId, orderId)];
  const payments = await deps.payments.findPayments(String(orderId));
  const ordered = [
    ...payments.filter((p) => keepsReservation(p.status)),
    ...payments.filter((p) => !keepsReservation(p.status)),
  ];
  const outcomes: ApplyOutcome[] = [];
  for (const payment of ordered.slice(0, 5)) outcomes.push(await applyPayment(deps, payment, orderId));
  return outcomes;
}

/**
 * A payment of the order that is still alive (approved, or a ticket waiting to be paid), as Mercado Pago
 * reports it: before a reservation is given up (the expiry job, the owner releasing it), such a payment is
 * applied instead. Throws when Mercado Pago cannot be reached.
 */
export async function findLivePayment(deps: PaymentServiceDeps, orderId: number): Promise<MpPayment | undefined> {
  return (await deps.payments.findPayments(String(orderId))).find((p) => keepsReservation(p.status));
}
