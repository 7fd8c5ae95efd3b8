import * as z from "zod";
import { SIZES, UNITS } from "../catalogue.ts";
import { adminImageSchema } from "../images.ts";
import { IVA_RATES } from "../invoices.ts";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "../product-seo.ts";
import { productSafetyFields } from "../safety/index.ts";
import { STOCK_MODES } from "../stock.ts";
import { hasControlCharacters } from "../text.ts";
import { blankAsMissing, SINGLE_LINE, SLUG_PATTERN } from "./fields.ts";

// The back office's product: the list's filters (query string), the JSON the server takes on add and edit
// (productInput), and the form that builds it (productForm, with a checkbox and a price per size).

/** SPEC section 5: the one message for any missing required field of the product form. */
export const FILL_REQUIRED = "Rellene los campos *";
/** A product with this many units or fewer counts as low on stock in the back office (0 is 'sin stock'). */
export const LOW_STOCK = 10;
export const MAX_GALLERY_IMAGES = 4;
export const MAX_THUMB_IMAGES = 2;
export const ADMIN_PRODUCT_PAGE_SIZE = 24;
export const MAX_PRICE = 10_000_000;
/** Units of one size, and a bulk amount in the product's unit (100.000 litres), that the form accepts. */
export const MAX_SIZE_STOCK = 1_000_000;
export const MAX_BULK_STOCK = 100_000_000;

export const PRODUCT_STOCK_FILTERS = ["draft", "published", "low", "out"] as const;
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];
export const PRODUCT_STOCK_FILTER_LABELS: Readonly<Record<ProductStockFilter, string>> = {
  draft: "Borradores",
  published: "Publicados",
  low: `Poco stock (${LOW_STOCK} o menos)`,
  out: "Sin stock",
};

/**
 * The list's orders: by name, price (the smallest size's, after discount), stock (units that can be sold) or
 * date added; a leading '-' is descending. The newest first unless asked.
 */
export const PRODUCT_SORTS = ["name", "-name", "price", "-price", "stock", "-stock", "date", "-date"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = "-date";

const page = z.preprocess(
  blankAsMissing,
  z.coerce
    .number({ error: "Página no válida." })
    .int({ error: "Página no válida." })
    .min(1, { error: "Página no válida." })
    .max(10_000, { error: "Página no válida." })
    .default(1),
);

export const adminProductListQuery = z.object({
  q: z.preprocess(
    blankAsMissing,
    z.string().trim().max(100, { error: "La búsqueda admite hasta 100 caracteres." }).optional(),
  ),
  category: z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: "Categoría no válida." }).int({ error: "Categoría no válida." }).positive().optional(),
  ),
  filter: z.preprocess(blankAsMissing, z.enum(PRODUCT_STOCK_FILTERS, { error: "Filtro no válido." }).optional()),
  page,
  pageSize: z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: "Tamaño de página no válido." }).int().min(1).max(100).default(ADMIN_PRODUCT_PAGE_SIZE),
  ),
  sort: z.preprocess(
    blankAsMissing,
    z.enum(PRODUCT_SORTS, { error: "Orden no válido." }).default(DEFAULT_PRODUCT_SORT),
  ),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuery>;

/** At most this many products in one bulk change (a page of the list holds 24; 100 is the largest page). */
export const MAX_BULK_PRODUCTS = 100;
export const PRODUCT_BULK_ACTIONS = ["publish", "unpublish", "move"] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];

/** POST /api/admin/products/bulk: several products published, unpublished or moved to a category at once. */
export const productBulkInput = z
  .object({
    action: z.enum(PRODUCT_BULK_ACTIONS, { error: "Elija qué hacer con los productos elegidos." }),
    ids: z
      .array(z.number({ error: "Producto no válido." }).int({ error: "Producto no válido." }).positive(), {
        error: "Elija al menos un producto.",
      })
      .min(1, { error: "Elija al menos un producto." })
      .max(MAX_BULK_PRODUCTS, { error: `Elija hasta ${MAX_BULK_PRODUCTS} productos por vez.` })
      .refine((ids) => new Set(ids).size === ids.length, { error: "Cada producto va una sola vez." }),
    categoryId: z
      .number({ error: "Categoría no válida." })
      .int()
      .positive({ error: "Categoría no válida." })
      .optional(),
  })
  .refine((b) => b.action !== "move" || b.categoryId !== undefined, {
    path: ["categoryId"],
    error: "Elija la categoría a la que mover los productos.",
  });
export type ProductBulkInput = z.infer<typeof productBulkInput>;

export const adminProductParam = z.object({
  id: z.coerce.number({ error: "Producto no válido." }).int({ error: "Producto no válido." }).positive(),
});

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres.` })
    .refine((v) => !hasControlCharacters(v), { error: SINGLE_LINE });

const entries = (label: string) =>
  z
    .array(oneLine(300).refine((v) => v.length > 0, { error: `No deje ${label} vacíos.` }))
    .max(30, { error: `Hasta 30 ${label}.` });

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** The fields the add and edit forms and the server share (everything but the sizes). */
const productFields = {
  name: oneLine(120).refine((v) => v.length > 0, { error: FILL_REQUIRED }),
  code: oneLine(40),
  slug: z
    .string()
    .trim()
    .min(1, { error: FILL_REQUIRED })
    .max(120, { error: "Máximo 120 caracteres." })
    .refine((v) => v === "" || SLUG_PATTERN.test(v), {
      error: "Use solo minúsculas sin tildes, números y guiones (por ejemplo aceite-de-limon).",
    }),
  categoryId: z.number({ error: "Categoría no válida." }).int().positive({ error: "Categoría no válida." }).nullable(),
  description: z.string().trim().max(5000, { error: "Máximo 5000 caracteres." }),
  discount: wholeNumber(0, 99, "El descuento es un número entero de 0 a 99."),
  isNew: z.boolean(),
  isNotEaten: z.boolean(),
  // DESIGN.md section 10: units per size (each variant's `stock`) or one bulk amount in the unit.
  stockMode: z.enum(STOCK_MODES, { error: "Elija cómo se cuenta el stock: por presentación o a granel." }),
  bulkStock: wholeNumber(0, MAX_BULK_STOCK, "El stock a granel es un número entero, 0 o más."),
  unit: z.enum(UNITS, { error: "Elija la unidad: cc, ml o grs." }),
  // The IVA its price includes (issue 26): what each CFE line states; 'basica' (22 %) unless the owner says.
  ivaRate: z.enum(IVA_RATES, { error: "Elija el IVA: básica, mínima o exento." }),
  // 'Sin derecho de arrepentimiento' (Ley 17.250 art. 16 bis; decision 029) and the reason the shop shows.
  noWithdrawal: z.boolean(),
  noWithdrawalReason: z.string().trim().max(300, { error: "Máximo 300 caracteres." }),
  benefits: entries("beneficios"),
  uses: entries("usos"),
  doses: entries("dosis"),
  published: z.boolean(),
  images: z.array(adminImageSchema).max(MAX_GALLERY_IMAGES, { error: `Hasta ${MAX_GALLERY_IMAGES} imágenes.` }),
  thumbImages: z
    .array(adminImageSchema)
    .max(MAX_THUMB_IMAGES, { error: `Hasta ${MAX_THUMB_IMAGES} imágenes principales.` }),
  // 'Buscadores (SEO)': empty means the name and the description's start (domain/product-seo.ts).
  seoTitle: oneLine(SEO_TITLE_MAX),
  seoDescription: oneLine(SEO_DESCRIPTION_MAX),
  // 'Seguridad y datos técnicos' (issue 42, decision 033): INCI, CAS, GHS pictograms, signal word, H/P codes.
  ...productSafetyFields,
};

const GRAMS_MESSAGE = "El peso de envío es un número entero de gramos, mayor que 0.";

const variant = z.object({
  size: z.literal(SIZES, { error: "Tamaño no válido." }),
  price: wholeNumber(1, MAX_PRICE, "El precio es un número entero mayor que 0."),
  /** Units of this size (stock by size; kept as they were when the product counts in bulk). */
  stock: wholeNumber(0, MAX_SIZE_STOCK, "El stock es un número entero, 0 o más.").default(0),
  /** Shipping weight in grams (issue 45): null, none; left out, kept (a new size: from its size, density 1). */
  shippingGrams: wholeNumber(1, 1_000_000, GRAMS_MESSAGE).nullable().optional(),
});

/** POST /api/admin/products and PUT /api/admin/products/:id: the product as the server saves it. */
export const productInput = z.object({
  ...productFields,
  // Optional for the API (a product sent without them has none).
  seoTitle: productFields.seoTitle.optional(),
  seoDescription: productFields.seoDescription.optional(),
  // Optional for the API: a new product sent without it is 'basica', an edited one keeps its rate.
  ivaRate: productFields.ivaRate.optional(),
  // Optional for the API: an edited product sent without them keeps its exclusion.
  noWithdrawal: z.boolean().optional(),
  noWithdrawalReason: z.string().trim().max(300, { error: "Máximo 300 caracteres." }).optional(),
  // Optional for the API: a new product sent without them has no hazard data, an edited one keeps its own.
  inciName: productSafetyFields.inciName.optional(),
  casNumbers: productSafetyFields.casNumbers.optional(),
  ghsPictograms: productSafetyFields.ghsPictograms.optional(),
  signalWord: productSafetyFields.signalWord.optional(),
  hazardStatements: productSafetyFields.hazardStatements.optional(),
  precautionaryStatements: productSafetyFields.precautionaryStatements.optional(),
  otherWarnings: productSafetyFields.otherWarnings.optional(),
  variants: z
    .array(variant)
    .min(1, { error: FILL_REQUIRED })
    .max(SIZES.length)
    .refine((vs) => new Set(vs.map((v) => v.size)).size === vs.length, { error: "Cada tamaño va una sola vez." }),
});
export type ProductInput = z.infer<typeof productInput>;

export const NO_WITHDRAWAL_REASON_REQUIRED =
  "Escriba el motivo (por ejemplo: producto de higiene precintado, Ley 17.250 art. 16 bis): la tienda lo muestra antes de la compra.";
const needsReason = (p: { noWithdrawal?: boolean; noWithdrawalReason?: string }) =>
  !p.noWithdrawal || (p.noWithdrawalReason ?? "").trim() !== "";

/** productInput, and a product marked 'Sin derecho de arrepentimiento' must say why (what the API routes take). */
export const checkedProductInput = productInput.refine(needsReason, {
  path: ["noWithdrawalReason"],
  error: NO_WITHDRAWAL_REASON_REQUIRED,
});

/** One row of the form's sizes: the checkbox and the price as typed. */
const sizeRow = z.object({
  size: z.literal(SIZES),
  checked: z.boolean(),
  price: z.string().trim(),
  /** Units of this size as typed (stock by size); empty is 0. */
  stock: z.string().trim(),
  /** Shipping weight in grams as typed (issue 45); empty: not known. */
  grams: z.string().trim(),
});

/** Typed grams: a whole number above 0 (dots as thousands separators allowed); null when empty; else undefined. */
export function parseGrams(text: string): number | null | undefined {
  const digits = text.trim().replace(/[.\s]/g, "");
  if (digits === "") return null;
  if (!/^\d+$/.test(digits)) return undefined;
  const n = Number(digits);
  return n >= 1 && n <= 1_000_000 ? n : undefined;
}

/** Typed units: a whole number, 0 or more (empty is 0; dots as thousands separators allowed), else undefined. */
export function parseStock(text: string, max = MAX_SIZE_STOCK): number | undefined {
  const digits = text.trim().replace(/[.\s]/g, "");
  if (digits === "") return 0;
  if (!/^\d+$/.test(digits)) return undefined;
  const n = Number(digits);
  return n <= max ? n : undefined;
}

/** A typed price: a whole number above 0 (dots and spaces as thousands separators allowed), else undefined. */
export function parsePrice(text: string): number | undefined {
  const digits = text.trim().replace(/[.\s]/g, "");
  if (!/^\d+$/.test(digits)) return undefined;
  const n = Number(digits);
  return n > 0 && n <= MAX_PRICE ? n : undefined;
}

/**
 * The add/edit form. Only the checked sizes with a price above 0 are saved, and there must be one (SPEC
 * section 5); a checked size whose price is not a number is marked.
 */
export const productForm = z
  .object({ ...productFields, sizes: z.array(sizeRow).length(SIZES.length) })
  .superRefine((form, ctx) => {
    form.sizes.forEach((row, i) => {
      if (row.checked && row.price !== "" && parsePrice(row.price) === undefined) {
        ctx.addIssue({ code: "custom", path: ["sizes", i, "price"], message: "Precio no válido." });
      }
      if (row.checked && parseGrams(row.grams) === undefined) {
        ctx.addIssue({ code: "custom", path: ["sizes", i, "grams"], message: GRAMS_MESSAGE });
      }
      if (row.checked && form.stockMode === "size" && parseStock(row.stock) === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["sizes", i, "stock"],
          message: "El stock es un número entero, 0 o más.",
        });
      }
    });
    if (!needsReason(form)) {
      ctx.addIssue({ code: "custom", path: ["noWithdrawalReason"], message: NO_WITHDRAWAL_REASON_REQUIRED });
    }
    if (!form.sizes.some((row) => row.checked && parsePrice(row.price) !== undefined)) {
      ctx.addIssue({ code: "custom", path: ["sizes"], message: FILL_REQUIRED });
    }
  });
export type ProductFormValues = z.infer<typeof productForm>;

/** The form's values as the server takes them. */
export function toProductInput(form: ProductFormValues): ProductInput {
  const { sizes, ...rest } = form;
  const variants = sizes.flatMap((row) => {
    const price = row.checked ? parsePrice(row.price) : undefined;
    if (price === undefined) return [];
    return [{ size: row.size, price, stock: parseStock(row.stock) ?? 0, shippingGrams: parseGrams(row.grams) ?? null }];
  });
  return { ...rest, variants };
}

/** Empty form rows, or a saved product's sizes, for the form. */
export function sizeRows(
  variants: readonly { size: number; price: number; stock?: number; shippingGrams?: number | null }[] = [],
): ProductFormValues["sizes"] {
  return SIZES.map((size) => {
    const saved = variants.find((v) => v.size === size);
    return {
      size,
      checked: saved !== undefined,
      price: saved ? String(saved.price) : "",
      stock: saved ? String(saved.stock ?? 0) : "",
      // A new size starts from its size: grs are grams, cc and ml a gram each (density 1, decision 035).
      grams: saved ? (saved.shippingGrams == null ? "" : String(saved.shippingGrams)) : String(size),
    };
  });
}
