import type { Tx } from "./database.ts";
import { recordStatusMove } from "./orders.ts";

/** What the payment service reads of an order, locked for the rest of its transaction. */
export interface OrderForPayment {
  id: number;
  status: string;
  total: number;
  paymentMethod: string;
  paymentId: string | null;
}

export async function lockOrderForPayment(tx: Tx, orderId: number): Promise<OrderForPayment | undefined> {
  const [row] = await tx<OrderForPayment[]>`
    select id::int, status, total, payment_method as "paymentMethod", payment_id as "paymentId"
      from orders where id = ${orderId} for update`;
  return row;
}

export interface PaymentEvent {
  orderId: number | null;
  paymentId: string;
  status: string;
  statusDetail: string | null;
  amount: number | null;
  currency: string | null;
  outcome: "applied" | "recorded" | "refused";
  note: string | null;
}

/**
 * Claims a payment status for the order: true the first time this payment id and status are seen,
 * false for a duplicate. Refusals are only logged (they never claim).
 */
export async function recordPaymentEvent(tx: Tx, event: PaymentEvent): Promise<boolean> {
  if (event.outcome === "refused") {
    await tx`
      insert into payment_events (order_id, payment_id, status, status_detail, amount, currency, outcome, note)
      values (${event.orderId}, ${event.paymentId}, ${event.status}, ${event.statusDetail}, ${event.amount},
              ${event.currency}, 'refused', ${event.note})`;
    return true;
  }
  const rows = await tx`
    insert into payment_events (order_id, payment_id, status, status_detail, amount, currency, outcome, note)
    values (${event.orderId}, ${event.paymentId}, ${event.status}, ${event.statusDetail}, ${event.amount},
            ${event.currency}, ${event.outcome}, ${event.note})
    on conflict (payment_id, status) where outcome <> 'refused' do nothing
    returning id`;
  return rows.length === 1;
}

/** Marks a claimed payment status as having moved the order. */
export async function markPaymentEventApplied(tx: Tx, paymentId: string, status: string, note: string) {
  await tx`
    update payment_events set outcome = 'applied', note = ${note}
     where payment_id = ${paymentId} and status = ${status} and outcome <> 'refused'`;
}

/** The order's payment fields and, when it moves, its status; the status history records the move. */
export async function updateOrderPayment(
  tx: Tx,
  change: {
    orderId: number;
    from: string;
    to: string;
    paymentId: string;
    paymentType: string;
    paymentStatus: string;
    paymentStatusDetail: string;
    refundNeeded: boolean;
    note: string;
  },
) {
  await tx`
    update orders
       set status = ${change.to}, payment_id = ${change.paymentId}, payment_type = ${change.paymentType},
           payment_status = ${change.paymentStatus}, payment_status_detail = ${change.paymentStatusDetail},
           refund_needed = refund_needed or ${change.refundNeeded},
           checkout_url = case when ${change.to} = 'mercado' then checkout_url else null end
     where id = ${change.orderId}`;
  if (change.from !== change.to) {
    await recordStatusMove(tx, {
      orderId: change.orderId,
      from: change.from,
      to: change.to,
      actor: "mercadopago",
      note: change.note,
    });
  }
}

/** Mercado Pago orders whose stock reservation ran out (oldest first). */
export async function listExpiredReservations(tx: Tx, now: Date, limit: number) {
  return tx<{ id: number }[]>`
    select id::int from orders
     where status = 'mercado' and reservation_expires_at <= ${now}
     order by reservation_expires_at limit ${limit}`;
}

/** Cancels an expired reservation if it is still one (locked); false when something moved it meanwhile. */
export async function expireReservation(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const rows = await tx`
    update orders set status = 'cancel', checkout_url = null
     where id = ${orderId} and status = 'mercado' and reservation_expires_at <= ${now}
     returning id`;
  if (rows.length === 0) return false;
  await recordStatusMove(tx, {
    orderId,
    from: "mercado",
    to: "cancel",
    actor: "system",
    note: "Reserva vencida: no llegó un pago de Mercado Pago a tiempo",
  });
  return true;
}

/**
 * Mercado Pago orders left waiting on a payment (a ticket, a review) not asked about since `before`;
 * they are marked asked now, so the next run takes the next ones.
 */
export async function takeWaitingPayments(tx: Tx, before: Date, now: Date, limit: number) {
  return tx<{ id: number; paymentId: string }[]>`
    with due as (
      select id from orders
       where status = 'pending' and payment_method = 'mercadopago' and payment_id is not null
         and (payment_checked_at is null or payment_checked_at <= ${before})
       order by payment_checked_at nulls first limit ${limit}
       for update skip locked)
    update orders o set payment_checked_at = ${now} from due where o.id = due.id
    returning o.id::int, o.payment_id as "paymentId"`;
}
