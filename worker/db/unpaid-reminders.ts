import { dueRange } from "../../domain/unpaid-reminders.ts";
import type { Tx } from "./database.ts";

// The reminder a day before an unpaid order's payment runs out (issue 43; the rules: domain/unpaid-reminders.ts).
// orders.payment_reminder_at (migration 20261204030000) is the claim: set once, in the transaction that queues the
// mail.

/** The conditions of domain/unpaid-reminders.ts reminderDue, at `now`, as SQL over `orders`. */
function dueAt(tx: Tx, now: Date) {
  const ticket = dueRange("ticket", now);
  const transfer = dueRange("transfer", now);
  return tx`status = 'pending' and payment_reminder_at is null
        and email not like '%.invalid'
        and ((payment_method = 'mercadopago' and payment_type = 'ticket'
              and created_at > ${ticket.placedAfter} and created_at <= ${ticket.placedBefore})
          or (payment_method = 'bank' and receipt_file_id is null
              and created_at > ${transfer.placedAfter} and created_at <= ${transfer.placedBefore}))`;
}

/** Orders due for their reminder at `now` (their address, for the per-recipient cap), oldest first. */
export function listDueUnpaidOrders(tx: Tx, now: Date, limit: number) {
  return tx<{ id: number; email: string }[]>`
    select id::int, email from orders where ${dueAt(tx, now)} order by created_at, id limit ${limit}`;
}

/**
 * Stamps the order as reminded if it is still due (checked again under the row's lock: a second run waits here, then
 * finds the stamp). True when this transaction took it; its mail must then be queued in the same transaction.
 */
export async function claimUnpaidReminder(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const rows = await tx`
    update orders set payment_reminder_at = ${now} where id = ${orderId} and ${dueAt(tx, now)} returning id`;
  return rows.length === 1;
}
