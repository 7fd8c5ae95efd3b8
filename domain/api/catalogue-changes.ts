// The answers of /api/admin/catalogue/* (worker/routes/admin/catalogue.ts): the preview of a CSV import or of
// a price change, what applying or undoing it did, and the last applied change of each kind.

export type CatalogueChangeKind = "import" | "price";

/** What a change line touches. */
export type CatalogueField =
  | "name"
  | "category"
  | "unit"
  | "discount"
  | "published"
  | "stockMode"
  | "bulkStock"
  | "inciName"
  | "casNumbers"
  | "ghsPictograms"
  | "signalWord"
  | "hazardStatements"
  | "precautionaryStatements"
  | "price"
  | "stock"
  | "shippingGrams"
  | "newSize"
  /** A size's terms on a wholesale price list (issue 44). */
  | "wholesale";

/** One value that applying changes: 'AE-001 Aceite de lavanda, 100 cc, Precio: $ 150 → $ 165'. */
export interface CatalogueChangeLine {
  /** The file's row it comes from (null for a price change). */
  row: number | null;
  code: string;
  product: string;
  /** The size it concerns; null for what belongs to the whole product. */
  size: number | null;
  field: CatalogueField;
  label: string;
  /** Shown values ('$ 150', 'sí', 'granel'); '' for a size that did not exist. */
  from: string;
  to: string;
}

/** A product the import creates (as a draft). */
export interface CatalogueNewProduct {
  row: number;
  code: string;
  name: string;
  category: string;
  /** '30 cc $ 150 (10 u.), 100 cc $ 400 (5 u.)' */
  sizes: string;
}

export interface CatalogueRowMessage {
  row: number | null;
  message: string;
}

/** POST /api/admin/catalogue/import/preview and /price-change/preview. */
export interface CataloguePreview {
  /** Names the stored preview to apply; null when there is nothing to apply (errors, or no change). */
  id: string | null;
  kind: CatalogueChangeKind;
  description: string;
  expiresAt: string | null;
  changes: CatalogueChangeLine[];
  newProducts: CatalogueNewProduct[];
  errors: CatalogueRowMessage[];
  skipped: CatalogueRowMessage[];
  /** Products of the catalogue the file does not name: left as they are. */
  missing: number;
  /** Products the change touches (changed or created). */
  products: number;
  canApply: boolean;
}

/** An applied change, as the undo button describes it. */
export interface CatalogueAppliedChange {
  id: string;
  kind: CatalogueChangeKind;
  description: string;
  appliedAt: string;
  changes: number;
  created: number;
}

/** POST /api/admin/catalogue/changes/:id/apply and /undo/:kind. */
export interface CatalogueChangeResult {
  change: CatalogueAppliedChange;
  message: string;
}

/** GET /api/admin/catalogue/history: the last applied change of each kind that can still be undone. */
export interface CatalogueHistory {
  import: CatalogueAppliedChange | null;
  price: CatalogueAppliedChange | null;
}
