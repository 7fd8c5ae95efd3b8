import { type CsvRow, csvDate, csvHead, csvLine } from "../../../domain/csv.ts";
import { montevideoDate } from "../../../domain/dates.ts";
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from "../../../domain/delivery.ts";
import { isOrderStatus, orderStatusLabel } from "../../../domain/order-status.ts";
import { CHANNEL_LABELS, COUNTER_PAYMENT_LABEL, isChannel } from "../../../domain/owner-orders.ts";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "../../../domain/pricing.ts";
import type { AdminOrderFiltersInput } from "../../../domain/schemas/admin-orders.ts";
import {
  type ExportCursor,
  type ExportItemRow,
  type ExportOrderRow,
  exportItemsOf,
  exportOrdersPage,
} from "../../db/admin-orders.ts";
import type { Caller, Database } from "../../db/database.ts";
import { adminOrderRow, readerFor, toDbFilters } from "./admin-orders.ts";

// The desk's two exports, for the accountant (one line per order, with its amounts) and the stock room
// (one line per product sold). Both follow the desk's filters and are STREAMED: the BOM and header go out
// at once, then the orders are read in keyset pages of EXPORT_PAGE rows, each page its own short unit of
// work, pulled only as fast as the client reads (backpressure). Memory stays at about one page whatever
// the number of orders, so 100,000 orders fit in a Worker's 128 MB.
//
// The app's request deadline (worker/app.ts, 20 s) covers the time to the response: a streamed export
// answers at once, so the deadline never cuts it. What bounds it instead is PAGE_DEADLINE_MS per page: if
// the database dies mid-stream (a page fails, or never answers), the stream is ERRORED, not closed, so the
// download fails visibly (the desk says so) rather than leaving a file that looks complete and is not.
// The route registers the stream's end with c.var.defer, so the request's connection stays open until the
// last page has been read and is released after it.

/** Orders per query: small enough for memory and a short transaction, large enough to be fast. */
export const EXPORT_PAGE = 1000;
/** The longest one page may take before the export gives up (the database stopped answering). */
export const PAGE_DEADLINE_MS = 15_000;

/** The status's word ('Anulado' for an annulled sale); its fulfilment has a column of its own. */
const statusLabel = (status: string, annulled: boolean) =>
  isOrderStatus(status) ? orderStatusLabel(status, annulled) : status;
const day = (at: Date) => csvDate(montevideoDate(new Date(at)));

export const ORDERS_CSV_HEADER = [
  "N.º de pedido",
  "Nombre",
  "Fecha creación",
  "Fecha de entrega",
  "Forma de envío",
  "Forma de pago",
  "Canal",
  "RUT",
  "Dirección",
  "Zona",
  "C.P.",
  "Teléfono",
  "Mail",
  "Subtotal",
  "Cupón",
  "Descuento por cupón",
  "Descuento por transferencia",
  "Costo de envío",
  "Total",
  "Estado",
  "Preparación",
  "Empresa de envío",
  "Número de seguimiento",
  "Agencia",
] as const;

export const ITEMS_CSV_HEADER = [
  "N.º de pedido",
  "Fecha",
  "Código",
  "Producto",
  "Tamaño",
  "Cantidad",
  "Precio unitario",
  "Total de la línea",
  "Cupón del pedido",
  "Lote",
  "Vencimiento",
] as const;

export function orderCsvRow(r: ExportOrderRow): CsvRow {
  const row = adminOrderRow(r);
  return [
    row.id,
    row.customerName,
    day(r.createdAt),
    csvDate(row.estimatedDate),
    DELIVERY_METHOD_LABELS[row.deliveryMethod as DeliveryMethod] ?? row.deliveryMethod,
    row.paymentMethod === "counter"
      ? COUNTER_PAYMENT_LABEL
      : (PAYMENT_METHOD_LABELS[row.paymentMethod as PaymentMethod] ?? row.paymentMethod),
    isChannel(row.channel) ? CHANNEL_LABELS[row.channel] : row.channel,
    row.rut,
    row.address,
    row.town,
    row.zip,
    row.phone,
    row.email,
    r.subtotal,
    r.discountCode,
    r.codeDiscount,
    r.transferDiscount,
    r.deliveryFee,
    row.total,
    statusLabel(row.status, row.saleAnnulled),
    row.fulfilmentLabel,
    row.carrier,
    row.trackingNumber,
    row.agency,
  ];
}

export function itemCsvRow(order: ExportOrderRow, item: ExportItemRow): CsvRow {
  return [
    order.id,
    day(order.createdAt),
    item.code,
    item.productName,
    item.size === null ? null : `${item.size} ${item.unit}`,
    item.quantity,
    item.unitPrice,
    item.lineTotal,
    order.discountCode,
    ...lotColumns(item.lots ?? []),
  ];
}

/** 'Lote' and 'Vencimiento': one lot as it is; a split line as 'L1 (3) / L2 (2)' and '30/11/2026 / 31/01/2027'. */
function lotColumns(lots: NonNullable<ExportItemRow["lots"]>): [string | null, string | null] {
  if (lots.length === 0) return [null, null];
  if (lots.length === 1) return [lots[0]!.number, csvDate(lots[0]!.expiresOn)];
  return [
    lots.map((l) => `${l.number} (${l.quantity})`).join(" / "),
    lots.map((l) => csvDate(l.expiresOn)).join(" / "),
  ];
}

/** One page's CSV text and where the next starts (null: that was the last). */
interface Page<C = ExportCursor> {
  text: string;
  next: C | null;
}

/** Reads the page after a cursor (null: the first); Clientes' export has a cursor of its own. */
type PageReader<C = ExportCursor> = (after: C | null) => Promise<Page<C>>;

function pageReader(db: Database, caller: Caller, input: AdminOrderFiltersInput, items: boolean, size: number) {
  const filters = toDbFilters(input);
  const reader = readerFor(caller, filters);
  return (after: ExportCursor | null): Promise<Page> =>
    db.run(reader, async (tx) => {
      const orders = await exportOrdersPage(tx, filters, after, size);
      const last = orders.at(-1);
      const next = orders.length === size && last ? { at: last.cursorAt, id: last.id } : null;
      if (!items) return { text: orders.map((o) => csvLine(orderCsvRow(o))).join(""), next };
      const byOrder = new Map<number, ExportItemRow[]>();
      for (const item of await exportItemsOf(
        tx,
        orders.map((o) => o.id),
      )) {
        byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
      }
      const text = orders.flatMap((o) => (byOrder.get(o.id) ?? []).map((i) => csvLine(itemCsvRow(o, i)))).join("");
      return { text, next };
    });
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`an export page had no answer after ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface CsvStream {
  stream: ReadableStream<Uint8Array>;
  done: Promise<void>;
}

/**
 * The CSV as a stream, and a promise settled when the stream is done (read to its end, failed or
 * cancelled by the client): the caller keeps the database connection until then.
 */
export function csvStream(header: readonly string[], read: PageReader, label: string, pageMs?: number): CsvStream;
export function csvStream<C>(header: readonly string[], read: PageReader<C>, label: string, pageMs?: number): CsvStream;
export function csvStream<C>(
  header: readonly string[],
  read: PageReader<C>,
  label: string,
  pageMs = PAGE_DEADLINE_MS,
): CsvStream {
  const encoder = new TextEncoder();
  let after: C | null = null;
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvHead(header)));
      },
      async pull(controller) {
        try {
          const page = await withDeadline(read(after), pageMs);
          if (page.text) controller.enqueue(encoder.encode(page.text));
          after = page.next;
          if (!after) {
            controller.close();
            finish();
          }
        } catch (error) {
          console.error(`[admin] the ${label} export stopped mid-stream:`, error);
          controller.error(error);
          finish();
        }
      },
      cancel() {
        finish();
      },
    },
    // One page ahead at most: the next is read only once the client has taken the previous one.
    { highWaterMark: 1 },
  );
  return { stream, done };
}

export function streamOrdersCsv(db: Database, caller: Caller, input: AdminOrderFiltersInput, pageSize = EXPORT_PAGE) {
  return csvStream(ORDERS_CSV_HEADER, pageReader(db, caller, input, false, pageSize), "orders");
}

export function streamItemsCsv(db: Database, caller: Caller, input: AdminOrderFiltersInput, pageSize = EXPORT_PAGE) {
  return csvStream(ITEMS_CSV_HEADER, pageReader(db, caller, input, true, pageSize), "items");
}
