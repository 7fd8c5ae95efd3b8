// CSV for Excel set to Spanish (Uruguay): ';' between cells (',' is the decimal separator there), CRLF
// between rows, UTF-8 with a byte-order mark so accents open right. Written here rather than with a
// library: the whole job is a dozen lines, and the part that matters for safety (cells that a spreadsheet
// would run as a formula) is not what CSV libraries do by default.

export const CSV_BOM = "\uFEFF";
const SEPARATOR = ";";
const NEWLINE = "\r\n";

/**
 * One cell. Text that starts like a formula (= + - @, or a tab or CR that Excel skips before one) gets a
 * leading apostrophe so Excel shows it as text instead of running it (CSV injection). Numbers are written
 * as they are (plain integers for amounts; a decimal comma when they have decimals), negative ones too. A cell with the separator, a quote or a line break is quoted,
 * its quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  // Decimals with a comma, as Excel in Spanish reads them ("1204,92").
  if (typeof value === "number") return Number.isFinite(value) ? String(value).replace(".", ",") : "";
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export type CsvRow = readonly (string | number | null)[];

/** One row: its cells, ';' between them, ending in CRLF. */
export function csvLine(cells: CsvRow): string {
  return cells.map(csvCell).join(SEPARATOR) + NEWLINE;
}

/** The file's start: the BOM and the header row (a streamed export sends this at once, then its rows). */
export function csvHead(header: readonly string[]): string {
  return CSV_BOM + csvLine(header);
}

/** The whole file: BOM, the header row, then one row per record, every row ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly CsvRow[]): string {
  return csvHead(header) + rows.map(csvLine).join("");
}

/** 'YYYY-MM-DD' -> 'DD/MM/AAAA'. */
export function csvDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}
