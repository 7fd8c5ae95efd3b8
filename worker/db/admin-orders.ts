import type { FulfilmentFilter } from "../../domain/order-status.ts";
import { ORDER_COUNT_CAP, ORDER_TABS, type OrderTabCounts } from "../../domain/order-tabs.ts";
import type { Channel } from "../../domain/owner-orders.ts";
import type { Tx } from "./database.ts";

// The back office's orders desk: the list (filters, search, paging), an order's history and payment log,
// its receipt. 'mercado' orders show only under their own filter ('Pago en curso'); orders are moved only by
// the order service (order-moves.ts).

export interface AdminOrderFilters {
  /** 'mercado': Mercado Pago orders whose buyer has not paid yet ('Pago en curso'); otherwise never listed. */
  status?: "pending" | "approved" | "cancel" | "mercado";
  fulfilment?: FulfilmentFilter;
  /** missing: approved orders whose CFE is not issued yet. */
  invoice?: "missing";
  payment?: "bank" | "mercadopago";
  delivery?: "pickup" | "delivery";
  /** Where the order came from (decision 035). */
  channel?: Channel;
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
  channel: string;
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
  /** Cancelled by 'Anular venta' after approval: 'Anulado' (issue 38, item 8). */
  saleAnnulled: boolean;
  fulfilment: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  /** The agency of an interior parcel: the owner's at shipping, else the shopper's choice (issue 45). */
  agency: string | null;
  reservationExpiresAt: Date | null;
}

/** LIKE wildcards typed by the admin are searched for literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE clause of the list and its count; every value is a bound parameter. */
function where(tx: Tx, f: AdminOrderFilters) {
  const parts = [f.status === "mercado" ? tx`o.status = 'mercado'` : tx`o.status <> 'mercado'`];
  if (f.status && f.status !== "mercado") parts.push(tx`o.status = ${f.status}`);
  if (f.fulfilment) parts.push(tx`o.status = 'approved'`, fulfilmentWhere(tx, f.fulfilment));
  if (f.invoice === "missing") {
    parts.push(
      tx`o.status = 'approved'`,
      tx`not exists (select 1 from invoices i where i.order_id = o.id and i.kind = 'cfe' and i.status = 'issued')`,
    );
  }
  if (f.payment) parts.push(tx`o.payment_method = ${f.payment}`);
  if (f.delivery) parts.push(tx`o.delivery_method = ${f.delivery}`);
  if (f.channel) parts.push(tx`o.channel = ${f.channel}`);
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

function fulfilmentWhere(tx: Tx, filter: FulfilmentFilter) {
  switch (filter) {
    case "to_prepare":
      return tx`(o.fulfilment is null or o.fulfilment = 'preparing')`;
    case "ready":
      return tx`o.fulfilment = 'ready'`;
    case "shipped":
      return tx`o.fulfilment = 'shipped'`;
    case "done":
      return tx`o.fulfilment in ('delivered', 'collected')`;
  }
}

export async function listAdminOrders(
  tx: Tx,
  filters: AdminOrderFilters,
  page: { limit: number; offset: number },
): Promise<AdminOrderListRow[]> {
  return tx<AdminOrderListRow[]>`
    select o.id::int, o.created_at as "createdAt", to_char(o.estimated_date, 'YYYY-MM-DD') as "estimatedDate",
           o.first_name as "firstName", o.last_name as "lastName", o.delivery_method as "deliveryMethod",
           o.payment_method as "paymentMethod", o.payment_type as "paymentType", o.channel, o.rut, o.street, o.apartment,
           o.town, o.zip, o.phone, o.email, o.total, o.status, o.receipt_file_id is not null as "hasReceipt",
           o.refund_needed as "refundNeeded", o.sale_annulled as "saleAnnulled", o.fulfilment,
           coalesce(o.carrier, o.shipping ->> 'carrierName') as carrier,
           coalesce(o.shipping_agency, o.shipping ->> 'agency') as agency,
           o.tracking_number as "trackingNumber", o.reservation_expires_at as "reservationExpiresAt"
      from orders o
     where ${where(tx, filters)}
     order by o.created_at desc, o.id desc
     limit ${page.limit} offset ${page.offset}`;
}

/**
 * How many orders match, counted up to ORDER_COUNT_CAP + 1 (issue 41): a count that stops there reads at most that
 * many index entries, where counting all 95,000 orders of 'Todos' cost each page ~60 ms.
 */
export async function countAdminOrders(tx: Tx, filters: AdminOrderFilters): Promise<number> {
  const [row] = await tx<{ n: number }[]>`select ${cappedCount(tx, filters)} as n`;
  return row?.n ?? 0;
}

function cappedCount(tx: Tx, filters: AdminOrderFilters) {
  return tx`(select count(*)::int from (select 1 from orders o where ${where(tx, filters)} limit ${ORDER_COUNT_CAP + 1}) c)`;
}

/**
 * The desk's tab counts in ONE statement, each capped like countAdminOrders: each tab's count is a subquery that
 * its own partial index answers (orders_admin_newest, _by_status, _by_fulfilment, _paying). The tabs count the
 * whole shop, whatever is searched: what waits, waits.
 */
export async function countOrderTabs(tx: Tx): Promise<OrderTabCounts> {
  const columns = ORDER_TABS.map((t) => tx`${cappedCount(tx, t.filter)} as ${tx(t.key)}`).reduce(
    (all, c) => tx`${all}, ${c}`,
  );
  const [row] = await tx<OrderTabCounts[]>`select ${columns}`;
  return row!;
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

/** Where an export page ends: the next page starts after this order (created_at as Postgres wrote it, exact). */
export interface ExportCursor {
  at: string;
  id: number;
}

export interface ExportOrderRow extends AdminOrderListRow {
  subtotal: number;
  discountCode: string | null;
  codeDiscount: number;
  transferDiscount: number;
  deliveryFee: number;
  /** created_at as text: the keyset cursor (a JS Date would lose the microseconds). */
  cursorAt: string;
}

/**
 * One page of an export: the filtered orders after `after`, newest first (the list's order and its indexes,
 * orders_admin_newest and friends), by keyset rather than offset so the last page costs what the first does.
 */
export async function exportOrdersPage(
  tx: Tx,
  filters: AdminOrderFilters,
  after: ExportCursor | null,
  limit: number,
): Promise<ExportOrderRow[]> {
  // The cursor goes as text: a timestamptz parameter would pass through a JS Date and lose the microseconds.
  const from = after ? tx`and (o.created_at, o.id) < (${after.at}::text::timestamptz, ${after.id}::bigint)` : tx``;
  return tx<ExportOrderRow[]>`
    select o.id::int, o.created_at as "createdAt", o.created_at::text as "cursorAt",
           to_char(o.estimated_date, 'YYYY-MM-DD') as "estimatedDate",
           o.first_name as "firstName", o.last_name as "lastName", o.delivery_method as "deliveryMethod",
           o.payment_method as "paymentMethod", o.payment_type as "paymentType", o.channel, o.rut, o.street, o.apartment,
           o.town, o.zip, o.phone, o.email, o.subtotal, o.discount_code as "discountCode",
           o.code_discount as "codeDiscount", o.transfer_discount as "transferDiscount",
           o.delivery_fee as "deliveryFee", o.total, o.status, o.receipt_file_id is not null as "hasReceipt",
           o.refund_needed as "refundNeeded", o.sale_annulled as "saleAnnulled", o.fulfilment,
           coalesce(o.carrier, o.shipping ->> 'carrierName') as carrier,
           coalesce(o.shipping_agency, o.shipping ->> 'agency') as agency,
           o.tracking_number as "trackingNumber", o.reservation_expires_at as "reservationExpiresAt"
      from orders o
     where ${where(tx, filters)} ${from}
     order by o.created_at desc, o.id desc
     limit ${limit}`;
}

export interface ExportItemRow {
  orderId: number;
  /** The product's code when it has one (and still exists), else the slug it was sold under. */
  code: string;
  productName: string;
  size: number | null;
  unit: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** The lots the line left with (decision 033), earliest expiry first; null before they are recorded. */
  lots: { number: string; expiresOn: string; quantity: number }[] | null;
}

/** The lines of these orders, each order's as they were placed (the caller puts the orders in order). */
export async function exportItemsOf(tx: Tx, orderIds: readonly number[]): Promise<ExportItemRow[]> {
  if (orderIds.length === 0) return [];
  const ids = `{${orderIds.map((id) => Math.trunc(id)).join(",")}}`;
  return tx<ExportItemRow[]>`
    select i.order_id::int as "orderId", coalesce(nullif(trim(p.code), ''), i.product_slug) as code,
           i.product_name as "productName", i.size, i.unit, i.quantity, i.unit_price as "unitPrice",
           i.line_total as "lineTotal",
           (select json_agg(json_build_object('number', l.number, 'expiresOn', to_char(l.expires_on, 'YYYY-MM-DD'),
                                              'quantity', x.quantity) order by l.expires_on, l.id)
              from order_item_lots x join product_lots l on l.id = x.lot_id
             where x.order_item_id = i.id) as lots
      from order_items i
      left join products p on p.id = i.product_id
     where i.order_id = any(${ids}::bigint[])
     order by i.id`;
}

/** The codes (products.code) of the products sold in these orders, by the slug they were sold under. */
export async function readItemCodes(tx: Tx, orderIds: readonly number[]): Promise<Record<string, string>> {
  if (orderIds.length === 0) return {};
  const ids = `{${orderIds.map((id) => Math.trunc(id)).join(",")}}`;
  const rows = await tx<{ slug: string; code: string }[]>`
    select distinct i.product_slug as slug, trim(p.code) as code
      from order_items i join products p on p.id = i.product_id
     where i.order_id = any(${ids}::bigint[]) and nullif(trim(p.code), '') is not null`;
  return Object.fromEntries(rows.map((r) => [r.slug, r.code]));
}
