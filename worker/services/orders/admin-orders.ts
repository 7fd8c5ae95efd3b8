import type { AdminOrder, AdminOrderList, AdminOrderRow } from "../../../domain/api/admin.ts";
import { csvDate, toCsv } from "../../../domain/csv.ts";
import { montevideoLocalTime } from "../../../domain/dates.ts";
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from "../../../domain/delivery.ts";
import {
  FULFILMENT_LABELS,
  isFulfilment,
  isOrderStatus,
  ORDER_LIST_COLUMNS,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  stateLabel,
} from "../../../domain/order-status.ts";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "../../../domain/pricing.ts";
import type { AdminOrderFiltersInput } from "../../../domain/schemas/admin-orders.ts";
import { foldText } from "../../../domain/text.ts";
import {
  type AdminOrderFilters,
  type AdminOrderListRow,
  countAdminOrders,
  listAdminOrders,
  readPaymentEvents,
} from "../../db/admin-orders.ts";
import { type Caller, type Database, serviceRole, type Tx } from "../../db/database.ts";
import { readOrderNotes, readStatusHistory } from "../../db/order-moves.ts";
import { type OrderRow, readOrder } from "../../db/orders.ts";
import { orderView } from "../order-view.ts";

// The back office's orders desk: the list, its CSV, and one order with its history. Reads run as the
// admin (role authenticated with the admin's claims): RLS lets admins read orders, their items, history
// and payment events, so the database checks the same thing requireAdmin did.
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
function readerFor(caller: Caller, filters: AdminOrderFilters): Caller {
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
      ? stateLabel(row.status, isFulfilment(row.fulfilment) ? row.fulfilment : null)
      : row.status,
    hasReceipt: row.hasReceipt,
    refundNeeded: row.refundNeeded,
    fulfilment: isFulfilment(row.fulfilment) ? row.fulfilment : null,
    fulfilmentLabel: fulfilmentLabel(row.fulfilment),
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
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
    rows: await listAdminOrders(tx, filters, { limit: pageSize, offset: (page - 1) * pageSize }),
    total: await countAdminOrders(tx, filters),
  }));
  return { items: rows.map(adminOrderRow), total, page, pageSize };
}

/** The most rows one export writes (newest first); far more than a shop's year of orders. */
export const EXPORT_LIMIT = 50_000;

export const CSV_HEADER = [...ORDER_LIST_COLUMNS, "Preparación", "Empresa de envío", "Número de seguimiento"] as const;

export function ordersCsv(rows: AdminOrderListRow[]): string {
  return toCsv(
    CSV_HEADER,
    rows.map((r) => {
      const row = adminOrderRow(r);
      return [
        row.customerName,
        csvDate(montevideoLocalTime(new Date(r.createdAt)).date),
        csvDate(row.estimatedDate),
        DELIVERY_METHOD_LABELS[row.deliveryMethod as DeliveryMethod] ?? row.deliveryMethod,
        PAYMENT_METHOD_LABELS[row.paymentMethod as PaymentMethod] ?? row.paymentMethod,
        row.rut,
        row.address,
        row.town,
        row.zip,
        row.phone,
        row.email,
        row.total,
        label(row.status),
        row.fulfilmentLabel,
        row.carrier,
        row.trackingNumber,
      ];
    }),
  );
}

export async function exportOrdersCsv(db: Database, caller: Caller, input: AdminOrderFiltersInput) {
  const filters = toDbFilters(input);
  const rows = await db.run(readerFor(caller, filters), (tx) =>
    listAdminOrders(tx, filters, { limit: EXPORT_LIMIT, offset: 0 }),
  );
  return ordersCsv(rows);
}

/** One order as the desk's order dialog shows it: with its history, payment log and internal notes. */
export async function adminOrderDetail(tx: Tx, order: OrderRow): Promise<AdminOrder> {
  const history = await readStatusHistory(tx, order.id);
  const events = await readPaymentEvents(tx, order.id);
  const notes = await readOrderNotes(tx, order.id);
  return {
    ...orderView(order, history),
    history: history.map((h) => ({
      at: new Date(h.at).toISOString(),
      event: h.event,
      from: h.from,
      to: h.to,
      fromLabel: h.from ? label(h.from) : null,
      toLabel: label(h.to),
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
