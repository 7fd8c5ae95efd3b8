// The catalogue as a spreadsheet (issue 24): the columns of GET /api/admin/catalogue/export.csv and the rules
// that read them back from the edited file. Pure: the Worker splits the file into cells (papaparse) and hands
// the rows here; the same file the export writes must read back with no change at all.

import { SIZES, type Size, UNITS, type Unit } from "./catalogue.ts";
import {
  type CsvSafety,
  readSafetyCells,
  SAFETY_COLUMN_KEYS,
  SAFETY_CSV_HEADER,
  type SafetyColumn,
} from "./catalogue-csv-safety.ts";
import { foldText, hasControlCharacters } from "./text.ts";

/** The columns every file must have (the hazard columns after them are optional: catalogue-csv-safety.ts). */
const REQUIRED_HEADER = [
  "Código",
  "Nombre",
  "Categoría",
  "Tamaño",
  "Unidad",
  "Precio",
  "Descuento (%)",
  "Stock por",
  "Stock",
  "Publicado",
] as const;

/** Each size's shipping weight (issue 45): optional in a file (one without it keeps the sizes' weights). */
export const WEIGHT_CSV_HEADER = "Peso de envío (g)";

/** The export's columns: the required ones, then the hazard data's (issue 42), then the shipping weight (issue 45). */
export const CATALOGUE_CSV_HEADER = [...REQUIRED_HEADER, ...SAFETY_CSV_HEADER, WEIGHT_CSV_HEADER] as const;

type Column =
  | "code"
  | "name"
  | "category"
  | "size"
  | "unit"
  | "price"
  | "discount"
  | "stockMode"
  | "stock"
  | "published"
  | "shippingGrams";
const COLUMN_KEYS: readonly Column[] = [
  "code",
  "name",
  "category",
  "size",
  "unit",
  "price",
  "discount",
  "stockMode",
  "stock",
  "published",
];

export type StockMode = "size" | "bulk";
export const STOCK_MODE_CSV: Readonly<Record<StockMode, string>> = { size: "presentación", bulk: "granel" };

/** Rows a file may have (the shop has about 60 products of up to four sizes; the benchmark imports 5,000). */
export const MAX_IMPORT_ROWS = 20_000;
/** 5 MB: 20,000 rows of about 100 characters, with room to spare. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_NAME = 120;
export const MAX_CODE = 40;
export const MAX_CSV_PRICE = 10_000_000;
export const MAX_CSV_STOCK = 100_000_000;

/** One line of the export: a product's size (or the product alone, when it has no sizes yet). */
export interface CatalogueExportRow {
  code: string;
  name: string;
  category: string;
  size: number | null;
  unit: string;
  price: number | null;
  discount: number;
  stockMode: StockMode;
  stock: number | null;
  published: boolean;
  /** The product's hazard data in the spreadsheet's form (catalogue-csv-safety.ts). */
  safety: CsvSafety;
  /** The size's shipping weight in grams (null: not known, or a product without sizes). */
  shippingGrams: number | null;
  /** The size (null: a product without sizes); the wholesale columns are looked up by it (issue 44). */
  variantId?: number | null;
}

/** The cells of one export line, in CATALOGUE_CSV_HEADER's order (domain/csv.ts writes them). */
export function catalogueCsvCells(row: CatalogueExportRow): (string | number | null)[] {
  return [
    row.code,
    row.name,
    row.category,
    row.size,
    row.unit,
    row.price,
    row.discount,
    STOCK_MODE_CSV[row.stockMode],
    row.stock,
    row.published ? "sí" : "no",
    ...SAFETY_COLUMN_KEYS.map((key) => row.safety[key]),
    row.shippingGrams,
  ];
}

/** A category the file may name (by its title, accents and case aside). */
export interface CsvCategory {
  id: number;
  title: string;
  isAll: boolean;
}

/** A row that read well: the file's row number (the header is row 1, as the spreadsheet numbers it). */
export interface CsvProductRow {
  row: number;
  code: string;
  name: string;
  categoryId: number | null;
  size: Size | null;
  unit: Unit;
  price: number | null;
  discount: number;
  stockMode: StockMode;
  stock: number | null;
  published: boolean;
  /** Its hazard data, or null when the file has no hazard columns (the product keeps its own). */
  safety: CsvSafety | null;
  /** The size's shipping weight in grams; null: none; undefined: the file has no weight column (kept). */
  shippingGrams?: number | null;
}

export interface RowMessage {
  row: number;
  message: string;
}

export interface CsvReadResult {
  rows: CsvProductRow[];
  errors: RowMessage[];
  /** Rows left out on purpose (no code): said in the preview, not errors. */
  skipped: RowMessage[];
}

/** The file itself cannot be read as the catalogue (no header, missing columns, too many rows). */
export class CatalogueFileError extends Error {}

export const NO_CODE_NOTICE =
  "Fila sin código: no se importa. El código identifica al producto; asígnele uno en su ficha o en el archivo.";

/**
 * Maps the header row to columns: each expected title, accents, case and spaces aside ('codigo', 'CÓDIGO').
 * Columns may come in any order; extra columns are ignored. Throws CatalogueFileError naming what is missing.
 */
function readHeader(header: readonly string[]): Map<Column | SafetyColumn, number> {
  const key = (s: string) => foldText(s).replace(/[^a-z0-9]/g, "");
  const found = new Map(header.map((title, index) => [key(title), index] as const));
  const map = new Map<Column | SafetyColumn, number>();
  const missing: string[] = [];
  SAFETY_CSV_HEADER.forEach((title, i) => {
    const index = found.get(key(title));
    if (index !== undefined) map.set(SAFETY_COLUMN_KEYS[i]!, index);
  });
  if (map.size > 0 && map.size < SAFETY_CSV_HEADER.length) {
    missing.push(...SAFETY_CSV_HEADER.filter((_, i) => !map.has(SAFETY_COLUMN_KEYS[i]!)));
  }
  const weight = found.get(key(WEIGHT_CSV_HEADER));
  if (weight !== undefined) map.set("shippingGrams", weight);
  REQUIRED_HEADER.forEach((title, i) => {
    const index = found.get(key(title));
    if (index === undefined) missing.push(title);
    else map.set(COLUMN_KEYS[i]!, index);
  });
  if (missing.length > 0) {
    throw new CatalogueFileError(
      `Al archivo le faltan columnas: ${missing.join(", ")}. Use el archivo que genera «Exportar CSV» como modelo.`,
    );
  }
  return map;
}

/** The export prefixes text that looks like a formula with an apostrophe (domain/csv.ts): taken off here. */
function cellText(value: string | undefined): string {
  const text = (value ?? "").replace(/\u00a0/g, " ").trim();
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/**
 * A whole number written the way a spreadsheet in Spanish may write it: '1500', '1.500', '$ 1.500', '1500,00'.
 * undefined when it is not one (a fraction, letters, a negative sign).
 */
export function readWholeNumber(text: string): number | undefined {
  const plain = text.replace(/^\$\s*/, "").replace(/\s+/g, "");
  let digits: string | undefined;
  if (/^\d+$/.test(plain)) digits = plain;
  else if (/^\d{1,3}(\.\d{3})+$/.test(plain)) digits = plain.replace(/\./g, "");
  else if (/^\d+[.,]0+$/.test(plain)) digits = plain.replace(/[.,]0+$/, "");
  else if (/^\d{1,3}(\.\d{3})+,0+$/.test(plain)) digits = plain.replace(/,0+$/, "").replace(/\./g, "");
  if (digits === undefined) return undefined;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : undefined;
}

const FOLDED_MODES: Record<string, StockMode> = {
  presentacion: "size",
  "por presentacion": "size",
  granel: "bulk",
  "a granel": "bulk",
};

/**
 * Reads the cells of the file (header first) into rows, each bad cell a Spanish message with its row number
 * (one message per row: the first thing wrong with it). Blank lines are ignored. Throws CatalogueFileError
 * when the file as a whole is not the catalogue.
 */
export function readCatalogueCsv(table: readonly (readonly string[])[], categories: readonly CsvCategory[]) {
  const headerIndex = table.findIndex((cells) => cells.some((c) => c.trim() !== ""));
  if (headerIndex === -1) throw new CatalogueFileError("El archivo está vacío.");
  const columns = readHeader(table[headerIndex]!.map((c) => c.replace(/^\uFEFF/, "")));
  const byTitle = new Map(categories.map((c) => [foldText(c.title.trim()), c] as const));
  const result: CsvReadResult = { rows: [], errors: [], skipped: [] };
  let dataRows = 0;
  for (let i = headerIndex + 1; i < table.length; i++) {
    const cells = table[i]!;
    if (cells.every((c) => c.trim() === "")) continue;
    dataRows++;
    if (dataRows > MAX_IMPORT_ROWS) {
      throw new CatalogueFileError(`El archivo tiene más de ${MAX_IMPORT_ROWS.toLocaleString("es-UY")} filas.`);
    }
    const row = i + 1;
    const get = (column: Column | SafetyColumn) => cellText(cells[columns.get(column)!]);
    const read = readRow(get, byTitle, columns.has("inciName"), columns.has("shippingGrams"));
    if (typeof read === "string") {
      if (read === NO_CODE_NOTICE) result.skipped.push({ row, message: read });
      else result.errors.push({ row, message: read });
    } else {
      result.rows.push({ row, ...read });
    }
  }
  return result;
}

/** One row's values, or the first thing wrong with it. */
function readRow(
  get: (column: Column | SafetyColumn) => string,
  categories: ReadonlyMap<string, CsvCategory>,
  withSafety: boolean,
  withWeight: boolean,
): Omit<CsvProductRow, "row"> | string {
  const code = get("code");
  if (code === "") return NO_CODE_NOTICE;
  if (code.length > MAX_CODE || hasControlCharacters(code))
    return `El código admite hasta ${MAX_CODE} caracteres, en una línea.`;
  const name = get("name");
  if (name === "") return "Falta el nombre del producto.";
  if (name.length > MAX_NAME || hasControlCharacters(name))
    return `El nombre admite hasta ${MAX_NAME} caracteres, en una línea.`;

  const categoryTitle = get("category");
  let categoryId: number | null = null;
  if (categoryTitle !== "") {
    const category = categories.get(foldText(categoryTitle));
    if (!category)
      return `La categoría «${categoryTitle}» no existe. Créela antes en «Categorías» o corrija el nombre.`;
    if (category.isAll) return "«Todos» no es una categoría: indique una concreta.";
    categoryId = category.id;
  }

  const sizeText = get("size").replace(/\s*(cc|ml|grs?|g)$/i, "");
  const priceText = get("price");
  let size: Size | null = null;
  let price: number | null = null;
  if (sizeText !== "" || priceText !== "") {
    const sizeValue = readWholeNumber(sizeText);
    if (sizeText === "") return "Falta el tamaño (30, 100, 500 o 1000).";
    if (!SIZES.includes(sizeValue as Size)) return `El tamaño «${get("size")}» no es válido: use 30, 100, 500 o 1000.`;
    size = sizeValue as Size;
    const priceValue = readWholeNumber(priceText);
    if (priceText === "") return "Falta el precio.";
    if (priceValue === undefined || priceValue <= 0 || priceValue > MAX_CSV_PRICE) {
      return `El precio «${priceText}» no es válido: debe ser un número entero de pesos mayor que 0.`;
    }
    price = priceValue;
  }

  const unit = get("unit").toLowerCase();
  if (!UNITS.includes(unit as Unit)) return `La unidad «${get("unit")}» no es válida: use cc, ml o grs.`;

  const discountText = get("discount").replace(/\s*%$/, "");
  const discount = discountText === "" ? 0 : readWholeNumber(discountText);
  if (discount === undefined || discount > 100) {
    return `El descuento «${get("discount")}» no es válido: un número entero de 0 a 100.`;
  }

  const stockMode = FOLDED_MODES[foldText(get("stockMode"))];
  if (!stockMode) return `«Stock por» debe decir «presentación» o «granel» (dice «${get("stockMode")}»).`;

  const stockText = get("stock");
  let stock: number | null = null;
  if (stockText !== "") {
    const value = readWholeNumber(stockText);
    if (value === undefined || value > MAX_CSV_STOCK) {
      return `El stock «${stockText}» no es válido: un número entero de 0 en adelante.`;
    }
    stock = value;
  } else if (size !== null || stockMode === "bulk") {
    return "Falta el stock.";
  }

  const publishedText = foldText(get("published"));
  if (publishedText !== "si" && publishedText !== "no") {
    return `«Publicado» debe decir «sí» o «no» (dice «${get("published")}»).`;
  }
  const safety = withSafety ? readSafetyCells(get) : null;
  if (typeof safety === "string") return safety;
  const gramsText = withWeight ? get("shippingGrams").replace(/\s*g$/i, "") : "";
  const grams = gramsText === "" ? null : readWholeNumber(gramsText);
  if (grams === undefined || (grams !== null && (grams < 1 || grams > 1_000_000))) {
    return `El peso de envío «${get("shippingGrams")}» no es válido: un número entero de gramos mayor que 0, o vacío.`;
  }
  return {
    code,
    name,
    categoryId,
    size,
    unit: unit as Unit,
    price,
    discount,
    stockMode,
    stock,
    published: publishedText === "si",
    safety,
    ...(withWeight ? { shippingGrams: grams } : {}),
  };
}
