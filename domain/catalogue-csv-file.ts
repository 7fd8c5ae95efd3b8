import Papa from "papaparse";
import { CatalogueFileError, MAX_IMPORT_BYTES } from "./catalogue-csv.ts";
import { MAX_IMPORT_ROWS } from "./schemas/catalogue-import.ts";

// The catalogue spreadsheet's file split into cells (issue 24): done where the file is, in the back office's browser
// (and in tests), which sends the cells to POST /api/admin/catalogue/import/preview. The Worker checks every cell
// (domain/catalogue-csv.ts) and never parses CSV itself, so papaparse stays out of its upload (issue 39).

const TOO_BIG = "El archivo es demasiado grande (máximo 5 MB).";

/**
 * The file's text: UTF-8, or Windows-1252 when it is not valid UTF-8 (Excel's 'CSV (delimitado por comas)' in
 * Spanish Windows). A file with NUL characters is not a spreadsheet saved as text.
 */
export function decodeCatalogueFile(bytes: Uint8Array): string {
  if (bytes.byteLength > MAX_IMPORT_BYTES) throw new CatalogueFileError(TOO_BIG);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    try {
      text = new TextDecoder("windows-1252").decode(bytes);
    } catch {
      throw new CatalogueFileError(
        "No pudimos leer el archivo: guárdelo en Excel como «CSV UTF-8 (delimitado por comas)».",
      );
    }
  }
  if (text.includes("\0")) {
    throw new CatalogueFileError("El archivo tiene caracteres que no son texto. Guárdelo en Excel como CSV.");
  }
  return text;
}

/** Splits the text into cells: ';' as Excel in Spanish writes it, ',' or tabs if another program did. */
export function catalogueFileCells(text: string): string[][] {
  if (text.length > MAX_IMPORT_BYTES) throw new CatalogueFileError(TOO_BIG);
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    delimiter: "",
    delimitersToGuess: [";", ",", "\t"],
    skipEmptyLines: false,
  });
  const quotes = parsed.errors.find((e) => e.type === "Quotes");
  if (quotes) {
    const row = quotes.row === undefined ? "" : ` (fila ${quotes.row + 1})`;
    throw new CatalogueFileError(`El archivo tiene comillas sin cerrar${row}. Revíselo y vuelva a intentarlo.`);
  }
  if (parsed.data.length > MAX_IMPORT_ROWS) {
    throw new CatalogueFileError(`El archivo tiene demasiadas filas (máximo ${MAX_IMPORT_ROWS}).`);
  }
  return parsed.data;
}
