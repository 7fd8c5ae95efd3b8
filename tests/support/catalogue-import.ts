import { catalogueFileCells, decodeCatalogueFile } from "../../domain/catalogue-csv-file.ts";

/**
 * The request the back office sends for a spreadsheet file (web/features/admin/catalogue/catalogue-api.ts): the file
 * read and split into cells as the browser does, posted as JSON to POST /api/admin/catalogue/import/preview.
 */
export function importPreviewInit(file: string, headers: Record<string, string>, name = "catalogo.csv"): RequestInit {
  const cells = catalogueFileCells(decodeCatalogueFile(new TextEncoder().encode(file)));
  return {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ name, cells }),
  };
}
