import type { OrderStatus } from "./order-status.ts";

// How a Mercado Pago payment moves an order (DESIGN.md section 6, the life-cycle table). Pure: the
// payment service applies what `paymentMove` answers, in one transaction with the stock and the mails.

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

export type StockMove = "keep" | "release" | "take";

/** The mails a move queues (worker/services/payments/payment-mails.ts writes them). */
export type PaymentMail =
  | "paid" // confirmation to the customer + paid-order notice to the shop
  | "pending" // 'we will approve your order when the payment arrives'
  | "cancelled" // the order was cancelled: the payment failed or expired
  | "refund_needed"; // to the shop: paid after the order was cancelled and the stock is gone

export interface PaymentMove {
  /** The order's status afterwards (the same status when it does not move). */
  to: OrderStatus;
  stock: StockMove;
  mails: PaymentMail[];
  /** The order was paid but cannot be served: the admin must refund it. */
  refundNeeded?: boolean;
  /** Why the order did not move, for the payment log. */
  ignored?: string;
}

export interface PaymentFacts {
  /** The order's current status. */
  order: OrderStatus;
  /** The payment's current status, as Mercado Pago's API reports it. */
  payment: MpPaymentStatus;
  /**
   * Whether this payment is the one the order's state rests on (the payment that made it pending or
   * approved). A rejection of another attempt says nothing about the order.
   */
  isOrdersPayment: boolean;
  /** For a late approval of a cancelled order: whether the stock can be taken again. */
  stockAvailable?: boolean;
}

const stay = (order: OrderStatus, ignored: string): PaymentMove => ({ to: order, stock: "keep", mails: [], ignored });

/**
 * The life-cycle table of DESIGN.md section 6. Never moves an order backwards: an approved order stays
 * approved whatever comes later; a payment status already seen moves nothing twice (the service records
 * each payment id + status once).
 */
export function paymentMove(facts: PaymentFacts): PaymentMove {
  const { order, payment, isOrdersPayment } = facts;
  switch (order) {
    case "mercado":
      if (PAID.has(payment)) return { to: "approved", stock: "keep", mails: ["paid"] };
      if (WAITING.has(payment)) return { to: "pending", stock: "keep", mails: ["pending"] };
      // Checkout Pro lets the buyer try another card: the reservation runs until it expires.
      return stay(order, "the buyer may still pay with another method");
    case "pending":
      if (PAID.has(payment)) return { to: "approved", stock: "keep", mails: ["paid"] };
      if (FAILED.has(payment) && isOrdersPayment) return { to: "cancel", stock: "release", mails: ["cancelled"] };
      return stay(order, FAILED.has(payment) ? "another payment attempt failed" : "still waiting for the payment");
    case "cancel":
      if (!PAID.has(payment)) return stay(order, "the order is cancelled");
      if (facts.stockAvailable) return { to: "approved", stock: "take", mails: ["paid"] };
      return { to: "cancel", stock: "keep", mails: ["refund_needed"], refundNeeded: true };
    case "approved":
      return stay(order, AFTER_APPROVAL.has(payment) ? "recorded after approval" : "the order is already approved");
  }
}

/** Whether a status belongs to a payment that is still alive (a reservation must not expire under it). */
export function keepsReservation(payment: MpPaymentStatus): boolean {
  return PAID.has(payment) || WAITING.has(payment);
}

/** Minutes a Mercado Pago order holds its stock before the reservation expires (ticket payments: their own date). */
export const MP_RESERVATION_MINUTES = 60;
/** Days an Abitab / RedPagos ticket stays payable. */
export const MP_TICKET_DAYS = 3;
