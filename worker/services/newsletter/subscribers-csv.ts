import { csvDate, toCsv } from "../../../domain/csv.ts";
import { formatDateTime, montevideoDate } from "../../../domain/dates.ts";
import type { ConfirmedSubscriber } from "../../db/newsletter.ts";

const SOURCE_LABELS: Record<string, string> = { footer: "Pie de página", blog: "Blog", checkout: "Compra" };

export const SUBSCRIBERS_CSV_HEADER = [
  "Correo electrónico",
  "Fecha de confirmación",
  "Origen",
  "Consentimiento (fecha y hora)",
  "Texto aceptado",
] as const;

export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source;
}

/** The confirmed subscribers for Excel in Spanish (the orders export's format: ';', CRLF, BOM, DD/MM/AAAA). */
export function subscribersCsv(rows: ConfirmedSubscriber[]): string {
  return toCsv(
    SUBSCRIBERS_CSV_HEADER,
    rows.map((r) => [
      r.email,
      csvDate(montevideoDate(new Date(r.confirmedAt))),
      sourceLabel(r.source),
      formatDateTime(new Date(r.consentAt)),
      r.consentText,
    ]),
  );
}
