import type {
  CatalogueChangeLine,
  CatalogueField,
  CatalogueNewProduct,
} from "../../../domain/api/catalogue-changes.ts";
import { STOCK_MODE_CSV } from "../../../domain/catalogue-csv.ts";
import { formatUYU } from "../../../domain/money.ts";
import type { ChangePlan, ProductFields, VariantFields } from "./plan.ts";
import { wholesaleLines } from "./wholesale-plan.ts";

// The preview's lines in Spanish: 'Precio: $ 150 → $ 165' for each value a plan changes.

const LABELS: Record<CatalogueField, string> = {
  name: "Nombre",
  category: "Categoría",
  unit: "Unidad",
  discount: "Descuento",
  published: "Publicado",
  stockMode: "Stock por",
  bulkStock: "Stock a granel",
  inciName: "INCI",
  casNumbers: "CAS",
  ghsPictograms: "Pictogramas",
  signalWord: "Palabra de advertencia",
  hazardStatements: "Indicaciones H",
  precautionaryStatements: "Consejos P",
  price: "Precio",
  stock: "Stock",
  shippingGrams: "Peso de envío",
  newSize: "Tamaño nuevo",
  wholesale: "Lista de precios",
};

const PRODUCT_FIELDS: [keyof ProductFields, CatalogueField][] = [
  ["name", "name"],
  ["categoryId", "category"],
  ["unit", "unit"],
  ["discount", "discount"],
  ["published", "published"],
  ["stockMode", "stockMode"],
  ["bulkStock", "bulkStock"],
  ["inciName", "inciName"],
  ["casNumbers", "casNumbers"],
  ["ghsPictograms", "ghsPictograms"],
  ["signalWord", "signalWord"],
  ["hazardStatements", "hazardStatements"],
  ["precautionaryStatements", "precautionaryStatements"],
];

export function describePlan(plan: ChangePlan, categoryTitles: ReadonlyMap<number, string>) {
  const show = (field: keyof ProductFields, value: unknown): string => {
    if (field === "categoryId")
      return value === null ? "(sin categoría)" : (categoryTitles.get(value as number) ?? "?");
    if (field === "discount") return `${value} %`;
    if (field === "published") return value ? "sí" : "no";
    if (field === "stockMode") return STOCK_MODE_CSV[value as ProductFields["stockMode"]];
    if (value === "") return "(ninguno)";
    return String(value);
  };
  const lines: CatalogueChangeLine[] = [];
  for (const p of plan.products) {
    for (const [key, field] of PRODUCT_FIELDS) {
      if (!(key in p.to)) continue;
      lines.push({
        row: p.row,
        code: p.code,
        product: p.name,
        size: null,
        field,
        label: LABELS[field],
        from: show(key, p.from[key]),
        to: show(key, p.to[key]),
      });
    }
  }
  const variantShow = (field: keyof VariantFields, value: number | null | undefined) =>
    field === "price"
      ? formatUYU(value ?? 0)
      : field === "shippingGrams"
        ? value == null
          ? "(sin peso)"
          : `${value} g`
        : `${value} u.`;
  for (const v of plan.variants) {
    for (const field of ["price", "stock", "shippingGrams"] as const) {
      if (!(field in v.to)) continue;
      lines.push({
        row: v.row,
        code: v.code,
        product: v.name,
        size: v.size,
        field,
        label: LABELS[field],
        from: variantShow(field, v.from[field]),
        to: variantShow(field, v.to[field]),
      });
    }
  }
  for (const a of plan.addVariants) {
    lines.push({
      row: a.row,
      code: a.code,
      product: a.name,
      size: a.size,
      field: "newSize",
      label: LABELS.newSize,
      from: "",
      to: `${formatUYU(a.price)} (${a.stock} u.)`,
    });
  }
  lines.push(...wholesaleLines(plan.wholesale ?? []));
  const newProducts: CatalogueNewProduct[] = plan.newProducts.map((n) => ({
    row: n.row,
    code: n.code,
    name: n.name,
    category: n.categoryId === null ? "(sin categoría)" : (categoryTitles.get(n.categoryId) ?? "?"),
    sizes:
      n.variants.length === 0
        ? "(sin tamaños)"
        : n.variants
            .map((v) => `${v.size} ${n.unit} ${formatUYU(v.price)}${n.stockMode === "size" ? ` (${v.stock} u.)` : ""}`)
            .join(", ") + (n.stockMode === "bulk" ? `; a granel: ${n.bulkStock} ${n.unit}` : ""),
  }));
  return { lines, newProducts };
}

/** How many products a plan touches (changed, given a size, or created). */
export function productsTouched(plan: ChangePlan): number {
  const ids = new Set<number>([
    ...plan.products.map((p) => p.id),
    ...plan.variants.map((v) => v.productId),
    ...plan.addVariants.map((a) => a.productId),
    ...(plan.wholesale ?? []).map((w) => w.productId),
  ]);
  return ids.size + plan.newProducts.length;
}
