import { toCsv } from "../../../domain/csv.ts";

export const MY_DATA_CSV_HEADER = ["Sección", "Registro", "Campo", "Valor"] as const;

/** A value as one cell: nested lists (an order's lines) as JSON text. */
function cell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "string") return value;
  return JSON.stringify(value);
}

/** The export of 'Mis datos' as one CSV for Excel: one row per field of each record, by section. */
export function myDataCsv(data: Record<string, Record<string, unknown>[]>): string {
  const rows: (string | number | null)[][] = [];
  for (const [section, records] of Object.entries(data)) {
    records.forEach((record, index) => {
      for (const [field, value] of Object.entries(record)) rows.push([section, index + 1, field, cell(value)]);
    });
  }
  return toCsv(MY_DATA_CSV_HEADER, rows);
}
