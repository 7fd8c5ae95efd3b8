import type { AdminCustomer } from "../../../domain/api/customers.ts";
import { type CsvRow, csvDate, csvLine } from "../../../domain/csv.ts";
import { montevideoDate } from "../../../domain/dates.ts";
import { type CustomerCursor, type CustomerFilters, exportCustomersPage } from "../../db/admin-customers.ts";
import type { Caller, Database } from "../../db/database.ts";
import { csvStream, EXPORT_PAGE } from "../orders/order-exports.ts";

export const CUSTOMERS_CSV_HEADER = [
  "Nombre",
  "Correo electrónico",
  "Teléfono",
  "RUT",
  "Razón social",
  "Pedidos",
  "Pedidos pagados",
  "Total gastado ($)",
  "Primer pedido",
  "Último pedido",
] as const;

const day = (iso: string) => csvDate(montevideoDate(new Date(iso)));

/** One customer for Excel in Spanish (the orders export's format: ';', CRLF, BOM, DD/MM/AAAA, whole pesos). */
export function customerCsvRow(r: AdminCustomer): CsvRow {
  return [
    r.name,
    r.email,
    r.phone,
    r.rut,
    r.companyName,
    r.orders,
    r.paidOrders,
    r.spent,
    day(r.firstOrderAt),
    day(r.lastOrderAt),
  ];
}

/**
 * Every customer the search finds, in the list's order, STREAMED as the desk's exports are
 * (services/orders/order-exports.ts csvStream): the BOM and header at once, then keyset pages of `pageSize`, each
 * its own short query, read only as fast as the client takes them; memory stays at about one page.
 */
export function streamCustomersCsv(db: Database, reader: Caller, filters: CustomerFilters, pageSize = EXPORT_PAGE) {
  return csvStream<CustomerCursor>(
    CUSTOMERS_CSV_HEADER,
    (after) =>
      db.run(reader, async (tx) => {
        const { rows, last } = await exportCustomersPage(tx, filters, after, pageSize);
        return {
          text: rows.map((r) => csvLine(customerCsvRow(r))).join(""),
          next: rows.length === pageSize ? last : null,
        };
      }),
    "customers",
  );
}
