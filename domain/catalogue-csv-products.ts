// The rows of the catalogue's CSV (domain/catalogue-csv.ts) gathered into products by code (issue 24): what an
// import compares with the catalogue. Pure.

import type { Size, Unit } from "./catalogue.ts";
import type { CsvProductRow, RowMessage, StockMode } from "./catalogue-csv.ts";
import { type CsvSafety, SAFETY_COLUMN_KEYS } from "./catalogue-csv-safety.ts";

/** A product as the file describes it: its rows, grouped by code, with the sizes it lists. */
export interface CsvProduct {
  code: string;
  /** The first row of the product in the file (where product-level differences are reported). */
  row: number;
  name: string;
  categoryId: number | null;
  unit: Unit;
  discount: number;
  stockMode: StockMode;
  /** The bulk stock (mode 'bulk'); null in mode 'size'. */
  bulkStock: number | null;
  published: boolean;
  /** Its hazard data (null: the file has no hazard columns). */
  safety: CsvSafety | null;
  /** shippingGrams: undefined when the file has no weight column (the sizes keep theirs). */
  sizes: { row: number; size: Size; price: number; stock: number; shippingGrams?: number | null }[];
}

const PRODUCT_FIELDS = [
  ["name", "el nombre"],
  ["categoryId", "la categoría"],
  ["unit", "la unidad"],
  ["discount", "el descuento"],
  ["stockMode", "«Stock por»"],
  ["published", "«Publicado»"],
] as const;

/**
 * Groups the rows by code (codes compare without regard to case or spaces around them). A product's rows
 * must agree on what belongs to the product (name, category, unit, discount, stock mode, published and, a
 * granel, the stock); a size may appear once per code.
 */
export function groupCatalogueRows(rows: readonly CsvProductRow[]): { products: CsvProduct[]; errors: RowMessage[] } {
  const products = new Map<string, CsvProduct>();
  const errors: RowMessage[] = [];
  for (const r of rows) {
    const key = codeKey(r.code);
    const product = products.get(key);
    if (!product) {
      products.set(key, {
        code: r.code,
        row: r.row,
        name: r.name,
        categoryId: r.categoryId,
        unit: r.unit,
        discount: r.discount,
        stockMode: r.stockMode,
        bulkStock: r.stockMode === "bulk" ? r.stock : null,
        published: r.published,
        safety: r.safety,
        sizes: r.size === null ? [] : [sizeOf(r)],
      });
      continue;
    }
    const differs = PRODUCT_FIELDS.find(([field]) => product[field] !== r[field]);
    if (differs) {
      errors.push({
        row: r.row,
        message: `${capitalise(differs[1])} no coincide con la fila ${product.row}, del mismo código «${product.code}».`,
      });
      continue;
    }
    if (r.safety && product.safety && SAFETY_COLUMN_KEYS.some((key) => r.safety![key] !== product.safety![key])) {
      errors.push({
        row: r.row,
        message: `Los datos de seguridad no coinciden con la fila ${product.row}, del mismo código «${product.code}».`,
      });
      continue;
    }
    if (r.stockMode === "bulk" && r.stock !== product.bulkStock) {
      errors.push({
        row: r.row,
        message: `El stock a granel no coincide con la fila ${product.row}, del mismo código «${product.code}»: es uno solo para todos sus tamaños.`,
      });
      continue;
    }
    if (r.size === null) continue;
    const twin = product.sizes.find((s) => s.size === r.size);
    if (twin) {
      errors.push({
        row: r.row,
        message: `El código «${r.code}» con tamaño ${r.size} ya está en la fila ${twin.row}.`,
      });
      continue;
    }
    product.sizes.push(sizeOf(r));
  }
  for (const p of products.values()) p.sizes.sort((a, b) => a.size - b.size);
  return { products: [...products.values()], errors };
}

function sizeOf(r: CsvProductRow): CsvProduct["sizes"][number] {
  const size = { row: r.row, size: r.size!, price: r.price!, stock: r.stock! };
  return r.shippingGrams === undefined ? size : { ...size, shippingGrams: r.shippingGrams };
}

/** How codes are matched: 'ae-001 ' and 'AE-001' are the same product. */
export function codeKey(code: string): string {
  return code.trim().toLowerCase();
}

const capitalise = (s: string) => (s.startsWith("«") ? s : s.charAt(0).toUpperCase() + s.slice(1));
