import type { RowMessage } from "../../../domain/catalogue-csv.ts";
import { type CsvProduct, codeKey } from "../../../domain/catalogue-csv-products.ts";
import { SAFETY_COLUMN_KEYS } from "../../../domain/catalogue-csv-safety.ts";
import { slugify } from "../../../domain/text.ts";
import type { CatalogueProduct } from "../../db/catalogue-bulk.ts";
import { type ChangePlan, emptyPlan, type ProductFields, type VariantFields } from "./plan.ts";

const NO_CSV_SAFETY = Object.fromEntries(SAFETY_COLUMN_KEYS.map((key) => [key, ""])) as Record<
  (typeof SAFETY_COLUMN_KEYS)[number],
  string
>;

const PRODUCT_KEYS = ["name", "categoryId", "unit", "discount", "published", "stockMode"] as const;

/**
 * The plan of an import (pure): the file's products against the catalogue's, matched by code. For a product
 * that exists: each value that differs (name, category, unit, discount, published, stock mode, bulk stock;
 * each size's price and stock) and each size it does not have yet; sizes the file leaves out stay as they
 * are. A code the catalogue does not have is a new product, created as a draft with the sizes listed.
 * Products the file does not name are left alone (`missing` counts them).
 */
export function planImport(
  fileProducts: readonly CsvProduct[],
  catalogue: readonly CatalogueProduct[],
  takenSlugs: ReadonlySet<string>,
) {
  const plan = emptyPlan();
  const errors: RowMessage[] = [];
  const byCode = new Map<string, CatalogueProduct[]>();
  for (const product of catalogue) {
    if (!product.code.trim()) continue;
    const key = codeKey(product.code);
    byCode.set(key, [...(byCode.get(key) ?? []), product]);
  }
  const slugs = new Set(takenSlugs);
  const named = new Set<number>();
  for (const file of fileProducts) {
    const matches = byCode.get(codeKey(file.code)) ?? [];
    if (matches.length > 1) {
      const message = `El código «${file.code}» lo tienen ${matches.length} productos del catálogo: corrija el código en sus fichas antes de importar.`;
      for (const row of rowsOf(file)) errors.push({ row, message });
      for (const m of matches) named.add(m.id);
      continue;
    }
    const current = matches[0];
    if (!current) {
      plan.newProducts.push(newProduct(file, slugs));
      continue;
    }
    named.add(current.id);
    diffProduct(plan, file, current);
  }
  const missing = catalogue.filter((p) => !named.has(p.id)).length;
  return { plan, errors, missing };
}

function rowsOf(file: CsvProduct): number[] {
  return file.sizes.length > 0 ? file.sizes.map((s) => s.row) : [file.row];
}

function diffProduct(plan: ChangePlan, file: CsvProduct, current: CatalogueProduct) {
  const about = { code: current.code, name: current.name, row: file.row };
  const from: Partial<ProductFields> = {};
  const to: Partial<ProductFields> = {};
  for (const key of PRODUCT_KEYS) {
    if (file[key] !== current[key]) {
      (from as Record<string, unknown>)[key] = current[key];
      (to as Record<string, unknown>)[key] = file[key];
    }
  }
  // The hazard data (issue 42), when the file has its columns.
  for (const key of file.safety ? SAFETY_COLUMN_KEYS : []) {
    if (file.safety![key] !== current[key]) {
      from[key] = current[key];
      to[key] = file.safety![key];
    }
  }
  if (file.stockMode === "bulk" && file.bulkStock !== current.bulkStock) {
    from.bulkStock = current.bulkStock;
    to.bulkStock = file.bulkStock!;
  }
  if (Object.keys(to).length > 0) plan.products.push({ ...about, id: current.id, from, to });

  const bySize = new Map(current.variants.map((v) => [v.size, v]));
  for (const size of file.sizes) {
    const variant = bySize.get(size.size);
    const about = { code: current.code, name: current.name, row: size.row };
    // A granel, each row's stock is the product's; a size's own units are not the file's to change.
    const stock = file.stockMode === "size" ? size.stock : undefined;
    if (!variant) {
      plan.addVariants.push({
        ...about,
        productId: current.id,
        size: size.size,
        price: size.price,
        stock: stock ?? 0,
        shippingGrams: size.shippingGrams === undefined ? size.size : size.shippingGrams,
      });
      continue;
    }
    const vFrom: Partial<VariantFields> = {};
    const vTo: Partial<VariantFields> = {};
    if (size.shippingGrams !== undefined && size.shippingGrams !== variant.shippingGrams) {
      vFrom.shippingGrams = variant.shippingGrams;
      vTo.shippingGrams = size.shippingGrams;
    }
    if (size.price !== variant.price) {
      vFrom.price = variant.price;
      vTo.price = size.price;
    }
    if (stock !== undefined && stock !== variant.stock) {
      vFrom.stock = variant.stock;
      vTo.stock = stock;
    }
    if (Object.keys(vTo).length > 0) {
      plan.variants.push({ ...about, id: variant.id, productId: current.id, size: size.size, from: vFrom, to: vTo });
    }
  }
}

/** A free slug for a new product: its name's, else with its code, else numbered. */
function newProduct(file: CsvProduct, slugs: Set<string>) {
  const base = slugify(file.name) || slugify(file.code) || "producto";
  const candidates = [base, `${base}-${slugify(file.code)}`.replace(/-$/, "")];
  let slug = candidates.find((s) => !slugs.has(s));
  for (let n = 2; !slug; n++) if (!slugs.has(`${base}-${n}`)) slug = `${base}-${n}`;
  slugs.add(slug);
  return {
    code: file.code,
    row: file.row,
    slug,
    name: file.name,
    categoryId: file.categoryId,
    unit: file.unit,
    discount: file.discount,
    stockMode: file.stockMode,
    bulkStock: file.bulkStock ?? 0,
    ...(file.safety ?? NO_CSV_SAFETY),
    variants: file.sizes.map((s) => ({
      size: s.size,
      price: s.price,
      stock: file.stockMode === "size" ? s.stock : 0,
      // A new size weighs its size (a gram per cc, ml or grs) unless the file says (decision 035).
      shippingGrams: s.shippingGrams === undefined ? s.size : s.shippingGrams,
    })),
  };
}
