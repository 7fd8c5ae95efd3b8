import { MP_TICKET_DAYS } from "./payments.ts";

// The reminder an unpaid order gets one day before its payment runs out (issue 43, decision 034). Pure: the
// scheduled job (worker/services/orders/unpaid-reminders.ts) asks the database for the orders these rules name.

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long before the payment runs out the reminder goes. */
export const UNPAID_REMINDER_BEFORE_MS = DAY_MS;

/**
 * Days a bank-transfer order without a receipt waits for the money before the reminder's "day before": the same as
 * an Abitab / RedPagos ticket (MP_TICKET_DAYS). The shop does not cancel such orders by itself (the owner rejects
 * them from the desk), so the mail asks for the transfer or the receipt without naming a deadline.
 */
export const TRANSFER_WAIT_DAYS = MP_TICKET_DAYS;

export type UnpaidKind = "ticket" | "transfer";

/** The order as the rule reads it. */
export interface UnpaidOrder {
  status: string;
  paymentMethod: string;
  paymentType: string | null;
  hasReceipt: boolean;
  createdAt: Date;
}

/**
 * Which payment the order still waits for, if it is one that runs out: a pending Mercado Pago order whose payment is
 * a cash ticket (Abitab / RedPagos), or a pending transfer whose receipt never came. Anything else (paid, cancelled,
 * a card under review, a reservation still at Mercado Pago, a transfer with its receipt) gets no reminder.
 */
export function unpaidKind(order: UnpaidOrder): UnpaidKind | null {
  if (order.status !== "pending") return null;
  if (order.paymentMethod === "mercadopago" && order.paymentType === "ticket") return "ticket";
  if (order.paymentMethod === "bank" && !order.hasReceipt) return "transfer";
  return null;
}

/** When the order's payment runs out: the ticket's date (set at placing, decision 008), or the transfer's wait. */
export function unpaidExpiry(kind: UnpaidKind, createdAt: Date): Date {
  const days = kind === "ticket" ? MP_TICKET_DAYS : TRANSFER_WAIT_DAYS;
  return new Date(createdAt.getTime() + days * DAY_MS);
}

/**
 * The window in which the order is reminded: from a day before it runs out until it does. None when it runs out
 * less than a day after being placed (a reminder would come before there is anything to remind of).
 */
export function reminderWindow(kind: UnpaidKind, createdAt: Date): { from: Date; until: Date } | null {
  const until = unpaidExpiry(kind, createdAt);
  const from = new Date(until.getTime() - UNPAID_REMINDER_BEFORE_MS);
  return from.getTime() > createdAt.getTime() ? { from, until } : null;
}

/** Whether the order is due for its reminder at `now` (not yet reminded: the caller's stamp says). */
export function reminderDue(order: UnpaidOrder, now: Date): boolean {
  const kind = unpaidKind(order);
  const window = kind && reminderWindow(kind, order.createdAt);
  return !!window && now >= window.from && now < window.until;
}

/**
 * The placing times due at `now`, per kind, for the database's query: placed in (placedAfter, placedBefore].
 * Equivalent to reminderDue for every order of that kind.
 */
export function dueRange(kind: UnpaidKind, now: Date): { placedAfter: Date; placedBefore: Date } {
  const days = kind === "ticket" ? MP_TICKET_DAYS : TRANSFER_WAIT_DAYS;
  const lifetime = days * DAY_MS;
  return {
    placedAfter: new Date(now.getTime() - lifetime),
    placedBefore: new Date(now.getTime() - lifetime + UNPAID_REMINDER_BEFORE_MS),
  };
}
