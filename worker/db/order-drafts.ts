import type { OrderDraft } from "../../domain/api/owner-orders.ts";
import type { Tx } from "./database.ts";

// 'Borradores' of 'Nuevo pedido' (decision 035): the builder's state, no stock held, no order number.

const COLUMNS = (tx: Tx) =>
  tx`id::int, label, body, created_by_email as "createdByEmail",
     to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "updatedAt"`;

export async function listOrderDrafts(tx: Tx): Promise<OrderDraft[]> {
  return tx<OrderDraft[]>`select ${COLUMNS(tx)} from order_drafts order by updated_at desc, id desc limit 100`;
}

export async function readOrderDraft(tx: Tx, id: number): Promise<OrderDraft | undefined> {
  const [row] = await tx<OrderDraft[]>`select ${COLUMNS(tx)} from order_drafts where id = ${id}`;
  return row;
}

export async function insertOrderDraft(
  tx: Tx,
  draft: { label: string; body: Record<string, unknown>; by: string | null; byEmail: string | null },
): Promise<OrderDraft> {
  const [row] = await tx<OrderDraft[]>`
    insert into order_drafts (label, body, created_by, created_by_email)
    values (${draft.label}, ${tx.json(draft.body as never)}, ${draft.by}, ${draft.byEmail})
    returning ${COLUMNS(tx)}`;
  return row!;
}

export async function updateOrderDraft(
  tx: Tx,
  id: number,
  draft: { label: string; body: Record<string, unknown> },
): Promise<OrderDraft | undefined> {
  const [row] = await tx<OrderDraft[]>`
    update order_drafts set label = ${draft.label}, body = ${tx.json(draft.body as never)}, updated_at = now()
     where id = ${id} returning ${COLUMNS(tx)}`;
  return row;
}

export async function deleteOrderDraft(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx`delete from order_drafts where id = ${id} returning id`;
  return rows.length === 1;
}
