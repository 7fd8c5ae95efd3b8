import type { Tx } from "./database.ts";

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

/** Mercado Pago orders whose stock reservation ran out (oldest first). */
export async function listExpiredReservations(tx: Tx, now: Date, limit: number) {
  return tx<{ id: number }[]>`
    select id::int from orders
     where status = 'mercado' and reservation_expires_at <= ${now}
     order by reservation_expires_at limit ${limit}`;
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
