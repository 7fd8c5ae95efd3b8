import type { AdminOrder, AdminOrderList, AdminOrderRow, AdminRemitos } from "../../../domain/api/admin.ts";
import {
  FULFILMENT_LABELS,
  isFulfilment,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  SALE_ANNULLED_LABEL,
  stateLabel,
} from "../../../domain/order-status.ts";
import { type OrderTabCounts, pastCap } from "../../../domain/order-tabs.ts";
import type { AdminOrderFiltersInput } from "../../../domain/schemas/admin-orders.ts";
import { foldText } from "../../../domain/text.ts";
import {
  type AdminOrderFilters,
  type AdminOrderListRow,
  countAdminOrders,
  countOrderTabs,
  listAdminOrders,
  readItemCodes,
  readPaymentEvents,
} from "../../db/admin-orders.ts";
import { type Caller, type Database, serviceRole, type Tx } from "../../db/database.ts";
import { readOrderInvoices } from "../../db/invoices.ts";
import { readOrderNotes, readStatusHistory } from "../../db/order-moves.ts";
import { type OrderRow, readOrder } from "../../db/orders.ts";
import { adminInvoiceOf } from "../invoices/views.ts";
import { orderView } from "../order-view.ts";

// The back office's orders desk: the list and one order with its history (the CSV exports are in
// order-exports.ts). Reads run as the admin (role authenticated with the admin's claims): RLS lets admins
// read orders, their items, history and payment events, so the database checks the same thing requireAdmin
// did.
//
// One exception, the text search. Under RLS, Postgres evaluates a qual before the policy only if its
// operator is leakproof, and LIKE is not: the admin's own search cannot use the trigram index and scans
// every order (tests/bench/admin-orders.ts prints both plans). So a list or export WITH a search runs as
// service_role; it is reached only through requireAdmin (a verified admin token), reads the same columns
// with the same WHERE as the admin's query, and writes nothing.

const label = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
const fulfilmentLabel = (state: string | null) => (isFulfilment(state) ? FULFILMENT_LABELS[state] : null);

/** The filters as the list query takes them: the search folded like orders.search_key. */
export function toDbFilters(input: AdminOrderFiltersInput): AdminOrderFilters {
  const { q, ...rest } = input;
  const filters: AdminOrderFilters = { ...rest };
  if (q) {
    const typed = q.replace(/^(n\.?\s*º?|#)\s*/i, "").trim();
    filters.search = foldText(q);
    if (/^\d{1,15}$/.test(typed)) filters.orderNumber = Number(typed);
    // Digits typed with spaces or dashes ('099 123-456') also find the phone's bare digits.
    if (/^[\d\s\-+().]+$/.test(q) && /\d/.test(q)) filters.search = q.replace(/\D/g, "");
  }
  return filters;
}

/** The admin's caller, or service_role for a text search (see the top of this file). */
export function readerFor(caller: Caller, filters: AdminOrderFilters): Caller {
  return filters.search ? serviceRole : caller;
}

export function adminOrderRow(row: AdminOrderListRow): AdminOrderRow {
  return {
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    estimatedDate: row.estimatedDate,
    customerName: `${row.firstName} ${row.lastName}`,
    deliveryMethod: row.deliveryMethod,
    paymentMethod: row.paymentMethod,
    paymentType: row.paymentType,
    channel: row.channel,
    rut: row.rut,
    address: [row.street, row.apartment].filter(Boolean).join(" ") || null,
    town: row.town,
    zip: row.zip,
    phone: row.phone,
    email: row.email,
    total: row.total,
    status: row.status,
    /** 'Enviado' says more than 'Aprobado': the fulfilment once there is one (the CSV keeps both apart). */
    statusLabel: isOrderStatus(row.status)
      ? stateLabel(row.status, isFulfilment(row.fulfilment) ? row.fulfilment : null, row.saleAnnulled)
      : row.status,
    hasReceipt: row.hasReceipt,
    refundNeeded: row.refundNeeded,
    saleAnnulled: row.status === "cancel" && row.saleAnnulled,
    fulfilment: isFulfilment(row.fulfilment) ? row.fulfilment : null,
    fulfilmentLabel: fulfilmentLabel(row.fulfilment),
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    agency: row.agency,
    /** 'Pago en curso': until when the order holds its stock without a payment. */
    reservationExpiresAt:
      row.status === "mercado" && row.reservationExpiresAt ? new Date(row.reservationExpiresAt).toISOString() : null,
  };
}

export type { AdminOrderRow };

export async function listOrders(
  db: Database,
  caller: Caller,
  input: AdminOrderFiltersInput & { page: number; pageSize: number },
): Promise<AdminOrderList> {
  const { page, pageSize, ...filterInput } = input;
  const filters = toDbFilters(filterInput);
  const { rows, total } = await db.run(readerFor(caller, filters), async (tx) => ({
    // One row more than the page: whether there is a next page, whatever the capped count says.
    rows: await listAdminOrders(tx, filters, { limit: pageSize + 1, offset: (page - 1) * pageSize }),
    total: await countAdminOrders(tx, filters),
  }));
  const items = rows.slice(0, pageSize).map(adminOrderRow);
  return { items, total, totalPastCap: pastCap(total), more: rows.length > pageSize, page, pageSize };
}

/** The desk's tab counts (domain/order-tabs.ts), one statement, as the admin (RLS on). */
export function orderTabCounts(db: Database, caller: Caller): Promise<OrderTabCounts> {
  return db.run(caller, (tx) => countOrderTabs(tx));
}

/** One order as the desk's order dialog shows it: with its history, payment log and internal notes. */
export async function adminOrderDetail(tx: Tx, order: OrderRow): Promise<AdminOrder> {
  const history = await readStatusHistory(tx, order.id);
  const events = await readPaymentEvents(tx, order.id);
  const notes = await readOrderNotes(tx, order.id);
  const invoices = await readOrderInvoices(tx, order.id);
  return {
    invoices: invoices.map((row) => adminInvoiceOf(row, invoices)),
    ...orderView(order, history),
    history: history.map((h) => ({
      at: new Date(h.at).toISOString(),
      event: h.event,
      from: h.from,
      to: h.to,
      fromLabel: h.from ? label(h.from) : null,
      // The move that annulled a sale ends in 'Anulado', not 'Rechazado' (issue 38, item 8).
      toLabel: h.event === "cancel_sale" && h.to === "cancel" ? SALE_ANNULLED_LABEL : label(h.to),
      fromFulfilmentLabel: fulfilmentLabel(h.fromFulfilment),
      toFulfilmentLabel: fulfilmentLabel(h.toFulfilment),
      actor: h.actor,
      adminEmail: h.adminEmail,
      note: h.note,
    })),
    notes: notes.map((n) => ({ id: n.id, at: new Date(n.at).toISOString(), authorEmail: n.authorEmail, body: n.body })),
    reservationExpiresAt:
      order.status === "mercado" && order.reservationExpiresAt
        ? new Date(order.reservationExpiresAt).toISOString()
        : null,
    paymentEvents: events.map((e) => ({
      at: new Date(e.at).toISOString(),
      paymentId: e.paymentId,
      status: e.status,
      outcome: e.outcome,
      note: e.note,
    })),
    receiptUrl: order.hasReceipt ? `/api/admin/orders/${order.id}/receipt` : null,
    shippingNotice: order.shipping?.notice ?? null,
  };
}

/**
 * The order with its history, read as `caller`; undefined when there is none. A 'mercado' order is not in
 * the list, but an admin who has its number (a customer calling) may look at it.
 */
export async function readAdminOrder(db: Database, caller: Caller, orderId: number) {
  return db.run(caller, async (tx) => {
    const order = await readOrder(tx, orderId);
    if (!order) return undefined;
    return adminOrderDetail(tx, order);
  });
}

/**
 * The orders for their remitos, in the order asked (an id with no order is left out), with their products'
 * codes; read as `caller`.
 */
export async function readRemitos(db: Database, caller: Caller, ids: readonly number[]): Promise<AdminRemitos> {
  return db.run(caller, async (tx) => {
    const orders: AdminOrder[] = [];
    for (const id of ids) {
      const order = await readOrder(tx, id);
      if (order) orders.push(await adminOrderDetail(tx, order));
    }
    return { orders, codes: await readItemCodes(tx, ids) };
  });
}
