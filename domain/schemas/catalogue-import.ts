import * as z from "zod";

// POST /api/admin/catalogue/import/preview: the spreadsheet as cells, split in the back office's browser
// (domain/catalogue-csv-file.ts); the Worker checks every cell (domain/catalogue-csv.ts).

export const MAX_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_COLUMNS = 60;
export const MAX_IMPORT_CELL = 10_000;
/** The cells as JSON of a 5 MB file: quotes and commas add to it. */
export const MAX_IMPORT_JSON_BYTES = 8 * 1024 * 1024;

const NOT_A_TABLE = "Envíe el archivo como filas de celdas de texto.";

export const catalogueImportInput = z.object({
  name: z
    .string({ error: "Nombre de archivo no válido." })
    .max(200, { error: "Nombre de archivo no válido." })
    .default(""),
  cells: z
    .array(
      z
        .array(z.string({ error: NOT_A_TABLE }).max(MAX_IMPORT_CELL, { error: "Una celda es demasiado larga." }), {
          error: NOT_A_TABLE,
        })
        .max(MAX_IMPORT_COLUMNS, { error: `El archivo tiene demasiadas columnas (máximo ${MAX_IMPORT_COLUMNS}).` }),
      { error: NOT_A_TABLE },
    )
    .max(MAX_IMPORT_ROWS, { error: `El archivo tiene demasiadas filas (máximo ${MAX_IMPORT_ROWS}).` }),
});
export type CatalogueImportInput = z.input<typeof catalogueImportInput>;
