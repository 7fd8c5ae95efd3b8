import type { OrderStatus, PaymentEvent } from "./order-status.ts";

// Mercado Pago's payment statuses and the order event each one is (DESIGN.md section 6). Pure: the order
// service (worker/services/orders/) applies the event with the one table of domain/order-status.ts.

/** Mercado Pago's payment statuses (GET /v1/payments/{id} → status). */
export const MP_PAYMENT_STATUSES = [
  "pending",
  "approved",
  "authorized",
  "in_process",
  "in_mediation",
  "rejected",
  "cancelled",
  "refunded",
  "charged_back",
] as const;
export type MpPaymentStatus = (typeof MP_PAYMENT_STATUSES)[number];

export function isMpPaymentStatus(value: string): value is MpPaymentStatus {
  return (MP_PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** What the shopper and the admin read for a payment's state. */
export const MP_PAYMENT_STATUS_LABELS: Readonly<Record<MpPaymentStatus, string>> = {
  pending: "Pago pendiente",
  approved: "Pago aprobado",
  authorized: "Pago autorizado",
  in_process: "Pago en revisión",
  in_mediation: "Pago en disputa",
  rejected: "Pago rechazado",
  cancelled: "Pago cancelado",
  refunded: "Pago devuelto",
  charged_back: "Contracargo",
};

/** The money arrived (or is held for us). */
const PAID = new Set<MpPaymentStatus>(["approved"]);
/** The buyer committed to pay and the money may still come (a ticket at Abitab / RedPagos, a review). */
const WAITING = new Set<MpPaymentStatus>(["pending", "in_process", "authorized"]);
/** This payment will never bring the money (or took it back before we approved). */
const FAILED = new Set<MpPaymentStatus>(["rejected", "cancelled", "refunded", "charged_back"]);
/** Reported after approval: recorded on the order, which stays approved (SPEC: approved is final). */
const AFTER_APPROVAL = new Set<MpPaymentStatus>(["refunded", "charged_back", "in_mediation"]);

/**
 * The order event a payment's current status is (the table in domain/order-status.ts says what it does).
 * A failure of another attempt than the one the order rests on says nothing about the order; what is
 * reported after approval (a refund, a chargeback, a dispute) is recorded on the order, which stays approved.
 */
export function paymentEvent(payment: MpPaymentStatus, isOrdersPayment: boolean): PaymentEvent {
  if (PAID.has(payment)) return "payment_approved";
  if (WAITING.has(payment)) return "payment_waiting";
  if (FAILED.has(payment) && isOrdersPayment) return "payment_failed";
  return "payment_noted";
}

/** Why a payment status moved nothing, for the payment log. */
export function paymentIgnored(order: OrderStatus, payment: MpPaymentStatus, isOrdersPayment: boolean): string {
  if (order === "approved") {
    return AFTER_APPROVAL.has(payment) ? "recorded after approval" : "the order is already approved";
  }
  if (order === "cancel") return "the order is cancelled";
  if (order === "mercado") return "the buyer may still pay with another method";
  return FAILED.has(payment) && !isOrdersPayment ? "another payment attempt failed" : "still waiting for the payment";
}

/** Whether a status belongs to a payment that is still alive (a reservation must not expire under it). */
export function keepsReservation(payment: MpPaymentStatus): boolean {
  return PAID.has(payment) || WAITING.has(payment);
}

/** Minutes a Mercado Pago order holds its stock before the reservation expires (ticket payments: their own date). */
export const MP_RESERVATION_MINUTES = 60;
/** Days an Abitab / RedPagos ticket stays payable. */
export const MP_TICKET_DAYS = 3;
