import type { WithdrawalStatus } from "../../domain/withdrawal.ts";
import type { Tx } from "./database.ts";

// Withdrawal requests (supabase/migrations/20261130010000_withdrawals.sql; decision 029). Written by the order
// service (worker/services/orders/withdrawals.ts) holding the order's lock; read by the order page and the desk.

export interface WithdrawalItem {
  itemId: number;
  /** Its position among the order's lines (the CFE's lines follow them). */
  index: number;
  name: string;
  size: number | null;
  unit: string;
  quantity: number;
  /** Units named by requests that were not declined. */
  requested: number;
  excludedReason: string | null;
}

export interface WithdrawalRow {
  id: number;
  orderId: number;
  status: WithdrawalStatus;
  comment: string | null;
  declineReason: string | null;
  refundNote: string | null;
  refundAmount: number | null;
  createdAt: Date;
  decidedAt: Date | null;
  receivedAt: Date | null;
  lines: { itemId: number; name: string; size: number | null; unit: string; quantity: number }[];
}

/** When the order was handed over (its last 'Entregado' or 'Retirado'), or null. */
export async function readHandedOverAt(tx: Tx, orderId: number): Promise<Date | null> {
  const [row] = await tx<{ at: Date }[]>`
    select max(created_at) as at from order_status_history
     where order_id = ${orderId} and to_fulfilment in ('delivered', 'collected')`;
  return row?.at ? new Date(row.at) : null;
}

/** The order's lines with what requests hold of each and their product's exclusion. */
export async function readWithdrawalItems(tx: Tx, orderId: number): Promise<WithdrawalItem[]> {
  const rows = await tx<WithdrawalItem[]>`
    select i.id::int as "itemId", (row_number() over (order by i.id) - 1)::int as index, i.product_name as name,
           i.size, i.unit, i.quantity,
           coalesce((select sum(l.quantity) from withdrawal_lines l join withdrawals w on w.id = l.withdrawal_id
                      where l.order_item_id = i.id and w.status <> 'declined'), 0)::int as requested,
           case when p.no_withdrawal then p.no_withdrawal_reason end as "excludedReason"
      from order_items i left join products p on p.id = i.product_id
     where i.order_id = ${orderId}
     order by i.id`;
  return rows;
}

const COLUMNS = (tx: Tx) => tx`
  w.id::int, w.order_id::int as "orderId", w.status, w.comment, w.decline_reason as "declineReason",
  w.refund_note as "refundNote", w.refund_amount as "refundAmount", w.created_at as "createdAt",
  w.decided_at as "decidedAt", w.received_at as "receivedAt",
  coalesce((select json_agg(json_build_object('itemId', i.id, 'name', i.product_name, 'size', i.size,
                                              'unit', i.unit, 'quantity', l.quantity) order by i.id)
              from withdrawal_lines l join order_items i on i.id = l.order_item_id
             where l.withdrawal_id = w.id), '[]') as lines`;

export async function readOrderWithdrawals(tx: Tx, orderId: number): Promise<WithdrawalRow[]> {
  return tx<WithdrawalRow[]>`select ${COLUMNS(tx)} from withdrawals w where w.order_id = ${orderId} order by w.id`;
}

/** A request, locked until the transaction ends (the caller holds its order's lock first). */
export async function lockWithdrawal(tx: Tx, id: number): Promise<WithdrawalRow | undefined> {
  await tx`select id from withdrawals where id = ${id} for update`;
  const [row] = await tx<WithdrawalRow[]>`select ${COLUMNS(tx)} from withdrawals w where w.id = ${id}`;
  return row;
}

export async function orderOfWithdrawal(tx: Tx, id: number): Promise<number | null> {
  const [row] = await tx<{ orderId: number }[]>`select order_id::int as "orderId" from withdrawals where id = ${id}`;
  return row?.orderId ?? null;
}

/** Records a request and its lines; null when the order already has one that was not declined. */
export async function insertWithdrawal(
  tx: Tx,
  request: { orderId: number; comment: string | null; lines: { itemId: number; quantity: number }[] },
): Promise<number | null> {
  const [row] = await tx<{ id: number }[]>`
    insert into withdrawals (order_id, comment) values (${request.orderId}, ${request.comment})
    on conflict (order_id) where status <> 'declined' do nothing
    returning id::int`;
  if (!row) return null;
  for (const line of request.lines) {
    await tx`insert into withdrawal_lines (withdrawal_id, order_item_id, quantity)
             values (${row.id}, ${line.itemId}, ${line.quantity})`;
  }
  return row.id;
}

export async function updateWithdrawal(
  tx: Tx,
  id: number,
  change: {
    status: WithdrawalStatus;
    declineReason?: string;
    refundNote?: string;
    refundId?: string | null;
    refundAmount?: number;
    at: Date;
  },
): Promise<void> {
  await tx`
    update withdrawals
       set status = ${change.status},
           decline_reason = coalesce(${change.declineReason ?? null}, decline_reason),
           refund_note = coalesce(${change.refundNote ?? null}, refund_note),
           refund_id = coalesce(${change.refundId ?? null}, refund_id),
           refund_amount = coalesce(${change.refundAmount ?? null}, refund_amount),
           decided_at = case when ${change.status} in ('accepted', 'declined') then ${change.at} else decided_at end,
           received_at = case when ${change.status} = 'received' then ${change.at} else received_at end
     where id = ${id}`;
}

/**
 * Gives back the stock of the returned units, each line where it took it (order_items.stock_source/stock_amount, in
 * proportion to the units returned). Locks the products in id order first, like every stock mover.
 */
export async function releaseReturnedStock(tx: Tx, withdrawalId: number): Promise<void> {
  await tx`
    select p.id from products p
     where p.id in (select i.product_id from withdrawal_lines l join order_items i on i.id = l.order_item_id
                     where l.withdrawal_id = ${withdrawalId})
     order by p.id for update`;
  await tx`
    update products p set bulk_stock = p.bulk_stock + back.amount
      from (select i.product_id, sum(i.stock_amount * l.quantity / i.quantity)::int as amount
              from withdrawal_lines l join order_items i on i.id = l.order_item_id
             where l.withdrawal_id = ${withdrawalId} and i.stock_source = 'bulk' and i.product_id is not null
             group by i.product_id) back
     where p.id = back.product_id`;
  await tx`
    update product_variants v set stock = v.stock + back.amount
      from (select i.variant_id, sum(i.stock_amount * l.quantity / i.quantity)::int as amount
              from withdrawal_lines l join order_items i on i.id = l.order_item_id
             where l.withdrawal_id = ${withdrawalId} and i.stock_source = 'size' and i.variant_id is not null
             group by i.variant_id) back
     where v.id = back.variant_id`;
}

export interface DeskWithdrawal extends WithdrawalRow {
  customer: string;
  email: string;
}

/** The desk's 'Arrepentimientos': requests by status (newest first) and how many of each. */
export async function listWithdrawals(
  tx: Tx,
  status: WithdrawalStatus | null,
): Promise<{ withdrawals: DeskWithdrawal[]; counts: Record<string, number> }> {
  const withdrawals = await tx<DeskWithdrawal[]>`
    select ${COLUMNS(tx)}, o.first_name || ' ' || o.last_name as customer, o.email
      from withdrawals w join orders o on o.id = w.order_id
     where ${status}::text is null or w.status = ${status}
     order by w.created_at desc, w.id desc
     limit 200`;
  const counts = await tx<{ status: string; n: number }[]>`
    select status, count(*)::int as n from withdrawals group by status`;
  return { withdrawals, counts: Object.fromEntries(counts.map((c) => [c.status, c.n])) };
}
