import { csvDate, toCsv } from "../../../domain/csv.ts";
import { montevideoDate } from "../../../domain/dates.ts";
import { CFE_TYPE_LABELS, type CfeReceiver, INVOICE_STATUS_LABELS } from "../../../domain/invoices.ts";
import type { InvoiceRow } from "../../db/invoices.ts";

// The accountant's monthly export (decision 027): one line per CFE or credit note issued in the month, with the
// net and IVA per rate. Credit notes go with negative amounts, so the month's columns add up to what was sold.

export const INVOICES_CSV_HEADER = [
  "Fecha",
  "Tipo",
  "Serie",
  "Número",
  "Receptor",
  "Documento del receptor",
  "Neto tasa básica",
  "IVA tasa básica",
  "Neto tasa mínima",
  "IVA tasa mínima",
  "Exento",
  "IVA total",
  "Total",
  "Estado",
  "Pedido",
] as const;

/** Cents as a number of pesos (domain/csv.ts writes it with a decimal comma: "1234,56"). */
const amount = (cents: number) => cents / 100;

function receiverOf(r: CfeReceiver): [string, string] {
  if (r.kind === "rut") return [r.name, `RUT ${r.rut}`];
  if (r.kind === "ci") return [r.name, `C.I. ${r.document}`];
  return ["Consumo final", ""];
}

export function invoicesCsv(rows: readonly InvoiceRow[]): string {
  return toCsv(
    INVOICES_CSV_HEADER,
    rows.map((row) => {
      const sign = row.kind === "credit_note" ? -1 : 1;
      const rate = (r: "basica" | "minima" | "exento") => row.document.totals.byRate.find((t) => t.rate === r);
      const cents = (value: number | undefined) => amount(sign * (value ?? 0));
      const ivaTotal = row.document.totals.byRate.reduce((sum, t) => sum + t.ivaCents, 0);
      const [name, document] = receiverOf(row.document.receiver);
      return [
        csvDate(montevideoDate(row.issuedAt ?? new Date())),
        CFE_TYPE_LABELS[row.cfeType],
        row.series,
        row.number,
        name,
        document,
        cents(rate("basica")?.netCents),
        cents(rate("basica")?.ivaCents),
        cents(rate("minima")?.netCents),
        cents(rate("minima")?.ivaCents),
        cents(rate("exento")?.netCents),
        cents(ivaTotal),
        cents(row.document.totals.total * 100),
        INVOICE_STATUS_LABELS[row.status],
        row.orderId,
      ];
    }),
  );
}
