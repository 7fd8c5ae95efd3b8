import type { Tx } from "./database.ts";
import { recordStatusMove } from "./orders.ts";

// The back office's orders desk: the list (filters, search, paging), an order's history and payment log,
// its receipt, and the status write the change-status service makes. 'mercado' orders never show here.

export interface AdminOrderFilters {
  status?: "pending" | "approved" | "cancel";
  payment?: "bank" | "mercadopago";
  delivery?: "pickup" | "delivery";
  /** America/Montevideo calendar days, inclusive (YYYY-MM-DD). */
  from?: string;
  to?: string;
  /** Already folded (domain/text.ts foldText), like orders.search_key. */
  search?: string;
  /** The whole search when it is an order number. */
  orderNumber?: number;
}

export interface AdminOrderListRow {
  id: number;
  createdAt: Date;
  estimatedDate: string;
  firstName: string;
  lastName: string;
  deliveryMethod: string;
  paymentMethod: string;
  paymentType: string | null;
  rut: string | null;
  street: string | null;
  apartment: string | null;
  town: string | null;
  zip: string | null;
  phone: string;
  email: string;
  total: number;
  status: string;
  hasReceipt: boolean;
  refundNeeded: boolean;
}

/** LIKE wildcards typed by the admin are searched for literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE clause of the list and its count; every value is a bound parameter. */
function where(tx: Tx, f: AdminOrderFilters) {
  const parts = [tx`o.status <> 'mercado'`];
  if (f.status) parts.push(tx`o.status = ${f.status}`);
  if (f.payment) parts.push(tx`o.payment_method = ${f.payment}`);
  if (f.delivery) parts.push(tx`o.delivery_method = ${f.delivery}`);
  // A calendar day in Montevideo, whatever the server's time zone.
  if (f.from) parts.push(tx`o.created_at >= (${f.from}::date::timestamp at time zone 'America/Montevideo')`);
  if (f.to) parts.push(tx`o.created_at < ((${f.to}::date + 1)::timestamp at time zone 'America/Montevideo')`);
  if (f.search) {
    const pattern = `%${likeEscape(f.search)}%`;
    parts.push(
      f.orderNumber !== undefined
        ? tx`(o.id = ${f.orderNumber} or o.search_key like ${pattern})`
        : tx`o.search_key like ${pattern}`,
    );
  }
  return parts.reduce((all, part) => tx`${all} and ${part}`);
}

export async function listAdminOrders(
  tx: Tx,
  filters: AdminOrderFilters,
  page: { limit: number; offset: number },
): Promise<AdminOrderListRow[]> {
  return tx<AdminOrderListRow[]>`
    select o.id::int, o.created_at as "createdAt", to_char(o.estimated_date, 'YYYY-MM-DD') as "estimatedDate",
           o.first_name as "firstName", o.last_name as "lastName", o.delivery_method as "deliveryMethod",
           o.payment_method as "paymentMethod", o.payment_type as "paymentType", o.rut, o.street, o.apartment,
           o.town, o.zip, o.phone, o.email, o.total, o.status, o.receipt_file_id is not null as "hasReceipt",
           o.refund_needed as "refundNeeded"
      from orders o
     where ${where(tx, filters)}
     order by o.created_at desc, o.id desc
     limit ${page.limit} offset ${page.offset}`;
}

export async function countAdminOrders(tx: Tx, filters: AdminOrderFilters): Promise<number> {
  const [row] = await tx<{ n: number }[]>`select count(*)::int as n from orders o where ${where(tx, filters)}`;
  return row?.n ?? 0;
}

export interface HistoryRow {
  at: Date;
  from: string | null;
  to: string;
  actor: string;
  adminEmail: string | null;
  note: string | null;
}

/** The order's status moves, oldest first, with the admin's e-mail when an admin made them. */
export async function readStatusHistory(tx: Tx, orderId: number): Promise<HistoryRow[]> {
  return tx<HistoryRow[]>`
    select h.created_at as at, h.from_status as from, h.to_status as to, h.actor,
           p.email as "adminEmail", h.note
      from order_status_history h left join admin_profiles p on p.user_id = h.changed_by
     where h.order_id = ${orderId}
     order by h.created_at, h.id`;
}

export interface PaymentEventRow {
  at: Date;
  paymentId: string;
  status: string;
  outcome: string;
  note: string | null;
}

/** What Mercado Pago said about the order's payments, oldest first. */
export async function readPaymentEvents(tx: Tx, orderId: number): Promise<PaymentEventRow[]> {
  return tx<PaymentEventRow[]>`
    select created_at as at, payment_id as "paymentId", status, outcome, note
      from payment_events where order_id = ${orderId}
     order by created_at, id`;
}

/** The id of the order's transfer receipt (null: none; undefined: no such order). */
export async function readReceiptFileId(tx: Tx, orderId: number): Promise<string | null | undefined> {
  const [row] = await tx<{ fileId: string | null }[]>`
    select receipt_file_id as "fileId" from orders where id = ${orderId}`;
  return row ? row.fileId : undefined;
}

/** The order's status and payment method, locked until the transaction ends (one mover at a time). */
export async function lockOrderStatus(
  tx: Tx,
  orderId: number,
): Promise<{ status: string; paymentMethod: string } | undefined> {
  const [row] = await tx<{ status: string; paymentMethod: string }[]>`
    select status, payment_method as "paymentMethod" from orders where id = ${orderId} for update`;
  return row;
}

/** Sets the order's status and records the move (who, from, to, why) in its history. */
export async function writeStatusChange(
  tx: Tx,
  change: {
    orderId: number;
    from: string;
    to: string;
    actor: "admin" | "mercadopago" | "system";
    changedBy: string | null;
    note: string | null;
  },
) {
  await tx`update orders set status = ${change.to} where id = ${change.orderId}`;
  await recordStatusMove(tx, change);
}
