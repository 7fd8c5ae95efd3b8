import type { AdminProductList } from "../../../../domain/api/admin.ts";
import type { Category, CategoryList } from "../../../../domain/api/catalogue.ts";
import type {
  CatalogueChangeKind,
  CatalogueChangeResult,
  CatalogueHistory,
  CataloguePreview,
} from "../../../../domain/api/catalogue-changes.ts";
import type { PriceChangeInput } from "../../../../domain/schemas/price-change.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";
import { downloadAdminFile } from "../lib/download.ts";

// The back office's calls for the catalogue as a spreadsheet and the bulk price changes (/api/admin/catalogue).

export const fetchHistory = (signal?: AbortSignal) => adminJson<CatalogueHistory>("/catalogue/history", signal);

/** Downloads GET /api/admin/catalogue/export.csv under the server's file name. */
export const downloadCatalogueCsv = () => downloadAdminFile("/catalogue/export.csv", "catalogo");

/**
 * Reads the chosen file here (UTF-8 or Excel's Windows-1252, split into cells by papaparse, loaded only now) and sends
 * its cells; the server checks every cell and answers the preview (nothing changes yet). A file that cannot be read
 * is refused here, with the reason in Spanish.
 */
export async function previewImport(file: File): Promise<CataloguePreview> {
  const { catalogueFileCells, decodeCatalogueFile } = await import("../../../../domain/catalogue-csv-file.ts");
  const cells = catalogueFileCells(decodeCatalogueFile(new Uint8Array(await file.arrayBuffer())));
  const res = await adminFetch("/catalogue/import/preview", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ name: file.name, cells }),
  });
  return (await res.json()) as CataloguePreview;
}

export async function previewPriceChange(input: PriceChangeInput): Promise<CataloguePreview> {
  const res = await adminFetch("/catalogue/price-change/preview", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(input),
  });
  return (await res.json()) as CataloguePreview;
}

/** Applies the stored preview by its id (the server applies what it stored, nothing the page sends). */
export async function applyPreview(id: string): Promise<CatalogueChangeResult> {
  const res = await adminFetch(`/catalogue/changes/${id}/apply`, {
    method: "POST",
    headers: { accept: "application/json" },
  });
  return (await res.json()) as CatalogueChangeResult;
}

export async function undoLast(kind: CatalogueChangeKind): Promise<CatalogueChangeResult> {
  const res = await adminFetch(`/catalogue/undo/${kind}`, { method: "POST", headers: { accept: "application/json" } });
  return (await res.json()) as CatalogueChangeResult;
}

/** Products matching a search, for choosing which ones a price change covers (drafts too). */
export function searchProducts(q: string, signal?: AbortSignal): Promise<AdminProductList> {
  const params = new URLSearchParams({ page: "1", pageSize: "50" });
  if (q.trim()) params.set("q", q.trim());
  return adminJson(`/products?${params}`, signal);
}

/** A category a price change may cover (GET /api/categories, 'Todos' left out). */
export type CategoryOption = Pick<Category, "id" | "title">;

export async function fetchCategoryOptions(signal?: AbortSignal): Promise<CategoryOption[]> {
  const res = await fetch("/api/categories", { signal, headers: { accept: "application/json" } });
  if (!res.ok) throw new Error("No pudimos cargar las categorías.");
  const { items } = (await res.json()) as CategoryList;
  return items.filter((c) => !c.isAll).map(({ id, title }) => ({ id, title }));
}
