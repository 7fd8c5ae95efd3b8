import type { CatalogueChangeLine } from "../../../domain/api/catalogue-changes.ts";
import type { CsvProductRow, RowMessage } from "../../../domain/catalogue-csv.ts";
import { codeKey } from "../../../domain/catalogue-csv-products.ts";
import {
  formatBreaks,
  readWholesaleCells,
  sameTerms,
  type WholesaleTerms,
  wholesaleColumns,
  wholesaleHeadings,
} from "../../../domain/catalogue-csv-wholesale.ts";
import { formatUYU } from "../../../domain/money.ts";
import { foldText } from "../../../domain/text.ts";
import { type ListTerms, readListTerms, setSizeTerms } from "../../db/admin-price-lists.ts";
import type { CatalogueProduct } from "../../db/catalogue-bulk.ts";
import type { Tx } from "../../db/database.ts";

// The spreadsheet's wholesale columns (issue 44, W2): what an import changes in the price lists, in the same stored
// plan as the rest (applied in its transaction, undone with it). A file without those columns changes no list.

/** One size's terms on one list: what the catalogue had ('from') and what the file says ('to'); null: not on it. */
export interface WholesaleChange {
  listId: number;
  list: string;
  variantId: number;
  productId: number;
  code: string;
  name: string;
  size: number;
  row: number;
  from: WholesaleTerms | null;
  to: WholesaleTerms | null;
}

const termsOf = (list: ListTerms, variantId: number): WholesaleTerms | null => {
  const s = list.sizes.find((x) => x.variantId === variantId);
  return s
    ? {
        fixedPrice: s.fixedPrice,
        percent: s.percent,
        breaks: s.breaks,
        minQuantity: s.minQuantity,
        multiple: s.multiple,
      }
    : null;
};

/** The file's wholesale changes against the lists, and the errors naming row and column. */
export function planWholesale(
  table: readonly (readonly string[])[],
  rows: readonly CsvProductRow[],
  catalogue: readonly CatalogueProduct[],
  lists: readonly ListTerms[],
): { changes: WholesaleChange[]; errors: RowMessage[] } {
  const changes: WholesaleChange[] = [];
  const errors: RowMessage[] = [];
  const headerIndex = table.findIndex((cells) => cells.some((c) => c.trim() !== ""));
  if (headerIndex === -1) return { changes, errors };
  const byName = new Map(lists.map((l) => [foldText(l.name.trim()), l]));
  const columns: { list: ListTerms; index: number[] }[] = [];
  for (const [key, found] of wholesaleColumns(table[headerIndex]!)) {
    const list = byName.get(key);
    const headings = wholesaleHeadings(found.name);
    if (!list) {
      errors.push({
        row: headerIndex + 1,
        message: `Columna «${headings[found.index.findIndex((i) => i >= 0)]}»: no hay ninguna lista de precios llamada «${found.name}». Créela en «Listas de precios» o corrija el encabezado.`,
      });
    } else if (found.index.includes(-1)) {
      const missing = headings.filter((_, i) => found.index[i] === -1).map((h) => `«${h}»`);
      errors.push({
        row: headerIndex + 1,
        message: `Faltan columnas de la lista «${found.name}»: ${missing.join(", ")}.`,
      });
    } else {
      columns.push({ list, index: found.index });
    }
  }
  if (columns.length === 0) return { changes, errors };
  const byCode = new Map<string, CatalogueProduct | null>();
  for (const p of catalogue) {
    if (!p.code.trim()) continue;
    const key = codeKey(p.code);
    byCode.set(key, byCode.has(key) ? null : p);
  }
  for (const row of rows) {
    if (row.size === null) continue;
    const product = byCode.get(codeKey(row.code));
    const variant = product?.variants.find((v) => v.size === row.size);
    for (const { list, index } of columns) {
      const cells = index.map((i) => table[row.row - 1]?.[i] ?? "");
      const to = readWholesaleCells(list.name, cells);
      if (typeof to === "string") {
        errors.push({ row: row.row, message: to });
        continue;
      }
      if (!product || !variant) {
        if (to !== null) {
          errors.push({
            row: row.row,
            message: `Columna «${wholesaleHeadings(list.name)[0]}»: el tamaño todavía no existe; importe el archivo sin sus precios mayoristas y vuelva a importarlos después.`,
          });
        }
        continue;
      }
      const from = termsOf(list, variant.id);
      if (sameTerms(from, to)) continue;
      changes.push({
        listId: list.id,
        list: list.name,
        variantId: variant.id,
        productId: product.id,
        code: product.code,
        name: product.name,
        size: variant.size,
        row: row.row,
        from,
        to,
      });
    }
  }
  return { changes, errors };
}

/** '10 % · escalas 5:850; 10:800 · mínimo 5 · múltiplo 5', or '(no está en la lista)'. */
function describeTerms(t: WholesaleTerms | null): string {
  if (!t) return "(no está en la lista)";
  const parts = [
    t.fixedPrice !== null ? formatUYU(t.fixedPrice) : t.percent !== null ? `${t.percent} %` : "",
    t.breaks.length > 0 ? `escalas ${formatBreaks(t.breaks)}` : "",
    t.minQuantity !== null ? `mínimo ${t.minQuantity}` : "",
    t.multiple !== null ? `múltiplo ${t.multiple}` : "",
  ];
  return parts.filter(Boolean).join(" · ") || "(sin condiciones)";
}

/** The preview's lines of the wholesale changes. */
export const wholesaleLines = (changes: readonly WholesaleChange[]): CatalogueChangeLine[] =>
  changes.map((c) => ({
    row: c.row,
    code: c.code,
    product: c.name,
    size: c.size,
    field: "wholesale",
    label: `Lista «${c.list}»`,
    from: describeTerms(c.from),
    to: describeTerms(c.to),
  }));

/**
 * Before applying ('from') or undoing ('to'): the changes whose list no longer says what the plan expects (the lists
 * are locked first, so the editor cannot change them meanwhile); none: writes the other side.
 */
export async function writeWholesale(
  tx: Tx,
  changes: readonly WholesaleChange[] | undefined,
  expect: "from" | "to",
): Promise<string[]> {
  if (!changes?.length) return [];
  const lists = await readListTerms(tx, [...new Set(changes.map((c) => c.listId))]);
  const byId = new Map(lists.map((l) => [l.id, l]));
  const drift = changes.filter((c) => {
    const list = byId.get(c.listId);
    return !list || !sameTerms(termsOf(list, c.variantId), c[expect]);
  });
  if (drift.length > 0) return drift.map((c) => `la lista «${c.list}» en ${c.code} ${c.name} ${c.size}`);
  for (const c of changes) await setSizeTerms(tx, c.listId, c.variantId, expect === "from" ? c.to : c.from);
  return [];
}
