import { formatDate } from "./dates.ts";

// A product's documents (issue 42; DESIGN.md section 13; decision 033): the safety data sheet (Ficha de datos de
// seguridad, FDS: Decreto 307/009) and the technical sheet, PDFs with a revision date. A new version keeps the old.

export const DOCUMENT_KINDS = ["fds", "ficha_tecnica"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The name of each kind, as the back office titles it. */
export const DOCUMENT_NAMES: Readonly<Record<DocumentKind, string>> = {
  fds: "Ficha de datos de seguridad (FDS)",
  ficha_tecnica: "Ficha técnica",
};

/** The public bucket (Storage port) that keeps them under immutable names; README: it must exist in production. */
export const DOCUMENTS_BUCKET = "documents";

/** A current document, as the storefront and the order list it. */
export interface ProductDocument {
  kind: DocumentKind;
  /** 'YYYY-MM-DD' */
  revisionDate: string;
  url: string;
}

/** One version, as the back office's 'Documentos' lists it. */
export interface ProductDocumentVersion extends ProductDocument {
  id: number;
  addedAt: string;
  /** null: the current version of its kind. */
  supersededAt: string | null;
  /** An order received it (recorded at its approval): it can no longer be removed. */
  received: boolean;
}

/** A document an order received, in the version current at its approval. */
export interface OrderDocument extends ProductDocument {
  productId: number;
  productName: string;
  /** The FDS of a product a business buyer (RUT) buys for the first time: the approval mail sends it. */
  firstPurchase: boolean;
}

/** 'Descargar ficha de seguridad (PDF, rev. 15/03/2026)' */
export function downloadLabel(doc: Pick<ProductDocument, "kind" | "revisionDate">): string {
  const what = doc.kind === "fds" ? "ficha de seguridad" : "ficha técnica";
  return `Descargar ${what} (PDF, rev. ${formatDate(doc.revisionDate)})`;
}
