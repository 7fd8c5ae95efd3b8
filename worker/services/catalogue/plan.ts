import type { Unit } from "../../../domain/catalogue.ts";
import type { StockMode } from "../../../domain/catalogue-csv.ts";
import type { CsvSafety } from "../../../domain/catalogue-csv-safety.ts";
import type { WholesaleChange } from "./wholesale-plan.ts";

/*
 * What applying a catalogue change writes (stored in catalogue_changes.plan when it is previewed, applied as
 * stored): every value it changes with the value it expects to find ('from') and the one it writes ('to').
 * Applying refuses if a 'from' no longer holds (someone changed the catalogue since the preview); undoing
 * refuses if a 'to' no longer holds (someone changed it since the change), and writes the 'from' back.
 */

/** The hazard data travel in the spreadsheet's form (lists as 'GHS02 GHS07'; '' for none), so they compare as text. */
export interface ProductFields extends CsvSafety {
  name: string;
  categoryId: number | null;
  unit: Unit;
  discount: number;
  published: boolean;
  stockMode: StockMode;
  bulkStock: number;
}

export interface VariantFields {
  price: number;
  stock: number;
  /** Grams (issue 45); null: not known. Left out: not the file's to change (no weight column). */
  shippingGrams?: number | null;
}

/** Who a line is about, for the preview and for the messages when it cannot be applied or undone. */
interface About {
  code: string;
  name: string;
  /** The file's row (null for a price change). */
  row: number | null;
}

export interface ProductChange extends About {
  id: number;
  from: Partial<ProductFields>;
  to: Partial<ProductFields>;
}

export interface VariantChange extends About {
  id: number;
  productId: number;
  size: number;
  from: Partial<VariantFields>;
  to: Partial<VariantFields>;
}

/** A size the file adds to a product that exists. */
export interface VariantAdd extends About, VariantFields {
  productId: number;
  size: number;
}

/** A product the file adds: created as a draft (unpublished) with its sizes. */
export interface NewProduct extends Omit<ProductFields, "published"> {
  code: string;
  row: number;
  slug: string;
  variants: ({ size: number } & VariantFields)[];
}

export interface ChangePlan {
  products: ProductChange[];
  variants: VariantChange[];
  addVariants: VariantAdd[];
  newProducts: NewProduct[];
  /** The price lists' terms the file changes (issue 44); absent in plans stored before. */
  wholesale?: WholesaleChange[];
}

/** What applying created, as it left it: undoing removes it only if it is still so. */
export interface UndoRecord {
  createdProducts: { id: number; code: string; name: string; updatedAt: string; variants: string }[];
  addedVariants: { id: number; code: string; name: string; size: number; price: number; stock: number }[];
}

export const emptyPlan = (): ChangePlan => ({ products: [], variants: [], addVariants: [], newProducts: [] });

export const planIsEmpty = (plan: ChangePlan) =>
  plan.products.length +
    plan.variants.length +
    plan.addVariants.length +
    plan.newProducts.length +
    (plan.wholesale?.length ?? 0) ===
  0;
