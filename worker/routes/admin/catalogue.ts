import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type {
  CatalogueChangeResult,
  CatalogueHistory,
  CataloguePreview,
} from "../../../domain/api/catalogue-changes.ts";
import { CATALOGUE_CSV_HEADER, catalogueCsvCells } from "../../../domain/catalogue-csv.ts";
import { wholesaleCells, wholesaleHeadings } from "../../../domain/catalogue-csv-wholesale.ts";
import { toCsv } from "../../../domain/csv.ts";
import { montevideoDate } from "../../../domain/dates.ts";
import { catalogueImportInput, MAX_IMPORT_JSON_BYTES } from "../../../domain/schemas/catalogue-import.ts";
import { catalogueChangeParam, catalogueUndoParam, priceChangeInput } from "../../../domain/schemas/price-change.ts";
import { readListTerms } from "../../db/admin-price-lists.ts";
import { readExportRows } from "../../db/catalogue-bulk.ts";
import { lastApplied } from "../../db/catalogue-changes.ts";
import type { AppEnv } from "../../env.ts";
import { ApiError } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";
import { applyChange, undoLast } from "../../services/catalogue/apply.ts";
import { previewImport, previewPriceChange } from "../../services/catalogue/preview.ts";
import { mailRestockedAfterSave } from "../stock-alerts.ts";

/**
 * /api/admin/catalogue: the catalogue as a spreadsheet and bulk price changes (issue 24). Behind requireAdmin
 * (every query under the admin's claims and RLS). A change is previewed first (stored server-side with an id
 * and an expiry), applied as previewed in one transaction, and the last one of each kind can be undone; each
 * write clears the catalogue cache once committed, so the shop shows it at once.
 */
export const adminCatalogueRoutes = new Hono<AppEnv>()
  /** GET /api/admin/catalogue/export.csv: one row per product and size, for Excel in Spanish. */
  .get("/export.csv", async (c) => {
    const [rows, lists] = await c.var.deps.db.run(c.var.caller, (tx) =>
      Promise.all([readExportRows(tx), readListTerms(tx)]),
    );
    const day = montevideoDate(new Date());
    // Four columns per wholesale price list (issue 44), after the catalogue's own.
    const terms = lists.map((l) => new Map(l.sizes.map((s) => [s.variantId, s])));
    const header = [...CATALOGUE_CSV_HEADER, ...lists.flatMap((l) => wholesaleHeadings(l.name))];
    const cells = rows.map((row) => [
      ...catalogueCsvCells(row),
      ...terms.flatMap((t) => (row.variantId ? wholesaleCells(t.get(row.variantId)) : ["", "", "", ""])),
    ]);
    return c.body(toCsv(header, cells), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="catalogo-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  })
  /**
   * POST /api/admin/catalogue/import/preview {name, cells}: the file as rows of cells, split where the file is (the
   * back office's browser: domain/catalogue-csv-file.ts). Answers the preview; nothing changes yet.
   */
  .post(
    "/import/preview",
    bodyLimit({
      maxSize: MAX_IMPORT_JSON_BYTES,
      onError: () => {
        throw new ApiError(413, "payload_too_large", "El archivo es demasiado grande (máximo 5 MB).");
      },
    }),
    zv("json", catalogueImportInput),
    async (c) => {
      const { name, cells } = c.req.valid("json");
      const preview = await previewImport(c.var.deps.db, c.var.caller, {
        cells,
        fileName: name,
        adminId: c.var.admin.id ?? null,
      });
      c.header("Cache-Control", "private, no-store");
      return c.json(preview satisfies CataloguePreview);
    },
  )
  /** POST /api/admin/catalogue/price-change/preview: the sizes in scope with their new prices. */
  .post("/price-change/preview", zv("json", priceChangeInput), async (c) => {
    const preview = await previewPriceChange(c.var.deps.db, c.var.caller, c.req.valid("json"), c.var.admin.id ?? null);
    c.header("Cache-Control", "private, no-store");
    return c.json(preview satisfies CataloguePreview);
  })
  /** POST /api/admin/catalogue/changes/:id/apply: applies the stored preview (the body carries nothing). */
  .post("/changes/:id/apply", zv("param", catalogueChangeParam), async (c) => {
    const result = await applyChange(c.var.deps.db, c.var.caller, c.req.valid("param").id);
    c.var.catalogueCache.clear();
    await mailRestockedAfterSave(c);
    return c.json(result satisfies CatalogueChangeResult);
  })
  /** POST /api/admin/catalogue/undo/:kind: undoes the last applied import or price change. */
  .post("/undo/:kind", zv("param", catalogueUndoParam), async (c) => {
    const result = await undoLast(c.var.deps.db, c.var.caller, c.req.valid("param").kind);
    c.var.catalogueCache.clear();
    await mailRestockedAfterSave(c);
    return c.json(result satisfies CatalogueChangeResult);
  })
  /** GET /api/admin/catalogue/history: the last applied change of each kind that can still be undone. */
  .get("/history", async (c) => {
    const rows = await c.var.deps.db.run(c.var.caller, lastApplied);
    const history: CatalogueHistory = { import: null, price: null };
    for (const r of rows) {
      history[r.kind] = {
        id: r.id,
        kind: r.kind,
        description: r.description,
        appliedAt: new Date(r.appliedAt).toISOString(),
        changes: r.summary.changes,
        created: r.summary.created,
      };
    }
    c.header("Cache-Control", "private, no-store");
    return c.json(history);
  });
