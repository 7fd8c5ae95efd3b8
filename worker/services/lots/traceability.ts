import type { ExpiringLotView, TraceLine, TraceResult } from "../../../domain/api/admin.ts";
import { csvDate, toCsv } from "../../../domain/csv.ts";
import { addDays, montevideoDate } from "../../../domain/dates.ts";
import { EXPIRY_WARNING_DAYS, isExpired } from "../../../domain/lots.ts";
import { isFulfilment, isOrderStatus, stateLabel } from "../../../domain/order-status.ts";
import { foldText } from "../../../domain/text.ts";
import { type Caller, type Database, serviceRole } from "../../db/database.ts";
import { readExpiringLots, type TraceRow, traceCustomer, traceLot } from "../../db/traceability.ts";

// 'Trazabilidad' (issue 42 part 3; decision 033): who received a lot, which lots a customer received, their CSV,
// and the dashboard's lots near expiry. The caller is an admin (requireAdmin has run).

/** Lines one search shows, newest order first; the CSV of a lot has them all. */
export const TRACE_LIMIT = 100;
const CSV_LIMIT = 100_000;

function lineOf(row: TraceRow): TraceLine {
  const status = isOrderStatus(row.status) ? row.status : null;
  return {
    orderId: row.orderId,
    orderedAt: new Date(row.orderedAt).toISOString(),
    stateLabel: status
      ? stateLabel(status, isFulfilment(row.fulfilment) ? row.fulfilment : null, row.saleAnnulled)
      : row.status,
    customerName: row.customerName,
    email: row.email,
    rut: row.rut,
    companyName: row.companyName,
    productName: row.productName,
    size: row.size,
    unit: row.unit,
    lotNumber: row.lotNumber,
    expiresOn: row.expiresOn,
    quantity: row.quantity,
  };
}

const result = (rows: TraceRow[], limit: number): TraceResult => ({
  lines: rows.slice(0, limit).map(lineOf),
  more: rows.length > limit,
});

/** Every order line that left with lot `number` (as the admin: RLS on; the lookup is an index equality). */
export async function whoReceivedLot(db: Database, caller: Caller, number: string): Promise<TraceResult> {
  return result(await db.run(caller, (tx) => traceLot(tx, number, TRACE_LIMIT + 1)), TRACE_LIMIT);
}

/**
 * The lots that went to customers matching `q`. Read as service_role, like Clientes' search: under RLS the
 * LIKE (not leakproof) could not use the trigram index.
 */
export async function lotsOfCustomer(db: Database, q: string): Promise<TraceResult> {
  return result(await db.run(serviceRole, (tx) => traceCustomer(tx, foldText(q), TRACE_LIMIT + 1)), TRACE_LIMIT);
}

export const TRACE_CSV_HEADER = [
  "Lote",
  "Vencimiento",
  "N.º de pedido",
  "Fecha del pedido",
  "Estado",
  "Cliente",
  "Mail",
  "RUT",
  "Razón social",
  "Producto",
  "Tamaño",
  "Cantidad",
] as const;

/** The CSV of who received lot `number`: one row per order line, for Excel in Spanish. */
export async function lotCsv(db: Database, caller: Caller, number: string): Promise<string> {
  const rows = await db.run(caller, (tx) => traceLot(tx, number, CSV_LIMIT));
  return toCsv(
    TRACE_CSV_HEADER,
    rows
      .map(lineOf)
      .map((l) => [
        l.lotNumber,
        csvDate(l.expiresOn),
        l.orderId,
        csvDate(montevideoDate(new Date(l.orderedAt))),
        l.stateLabel,
        l.customerName,
        l.email,
        l.rut,
        l.companyName,
        l.productName,
        l.size === null ? null : `${l.size} ${l.unit}`,
        l.quantity,
      ]),
  );
}

/** The dashboard's lots: expiring within EXPIRY_WARNING_DAYS, and expired ones whose product still has stock. */
export async function expiringLots(db: Database, caller: Caller, now: Date): Promise<ExpiringLotView[]> {
  const today = montevideoDate(now);
  const rows = await db.run(caller, (tx) => readExpiringLots(tx, today, addDays(today, EXPIRY_WARNING_DAYS), 20));
  return rows.map((r) => ({ ...r, expired: isExpired(r.expiresOn, today) }));
}
