import { Hono } from "hono";
import { isPdf, sniffImageType } from "../../domain/file-type.ts";
import { serviceRole } from "../db/database.ts";
import { readPublicDocument, readPublicImage } from "../db/files.ts";
import type { AppEnv } from "../env.ts";

/** A year: uploaded names are never reused (a new upload gets a new uuid), so the bytes never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /media/images/<yyyy-mm>/<file>: uploaded catalogue and site images kept by the embedded Storage adapter
 * (in Postgres). In production they come from the public Supabase bucket, and this answers 404.
 */
export const mediaRoutes = new Hono<AppEnv>()
  .get("/images/:month{\\d{4}-\\d{2}}/:file{[0-9a-f-]{36}(\\.card)?\\.(webp|jpg|png)}", async (c) => {
    const path = `${c.req.param("month")}/${c.req.param("file")}`;
    const bytes = await c.var.deps.db.run(serviceRole, (tx) => readPublicImage(tx, path));
    const type = bytes && sniffImageType(bytes);
    if (!bytes || !type) return c.text("Imagen no encontrada", 404);
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "Content-Type": type,
        "Content-Length": String(bytes.byteLength),
        "Cache-Control": IMMUTABLE,
        "X-Content-Type-Options": "nosniff",
      },
    });
  })
  /**
   * GET /media/documents/<fds|ficha-tecnica>/<uuid>.pdf: a product's safety or technical sheet (issue 42), kept by the
   * embedded Storage adapter. Shown in the browser's PDF viewer (inline) with a name to save it under; never sniffed.
   */
  .get("/documents/:kind{fds|ficha-tecnica}/:file{[0-9a-f-]{36}\\.pdf}", async (c) => {
    const kind = c.req.param("kind");
    const bytes = await c.var.deps.db.run(serviceRole, (tx) =>
      readPublicDocument(tx, `${kind}/${c.req.param("file")}`),
    );
    if (!bytes || !isPdf(bytes)) return c.text("Documento no encontrado", 404);
    const name = kind === "fds" ? "ficha-de-seguridad.pdf" : "ficha-tecnica.pdf";
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(bytes.byteLength),
        "Content-Disposition": `inline; filename="${name}"`,
        "Cache-Control": IMMUTABLE,
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
