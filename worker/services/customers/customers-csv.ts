import type { AdminCustomer } from "../../../domain/api/customers.ts";
import { csvDate, toCsv } from "../../../domain/csv.ts";
import { montevideoDate } from "../../../domain/dates.ts";

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

/** The customers for Excel in Spanish (the orders export's format: ';', CRLF, BOM, DD/MM/AAAA, whole pesos). */
export function customersCsv(rows: readonly AdminCustomer[]): string {
  return toCsv(
    CUSTOMERS_CSV_HEADER,
    rows.map((r) => [
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
    ]),
  );
}
