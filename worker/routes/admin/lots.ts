import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isPdf, MAX_DOCUMENT_BYTES } from "../../../domain/file-type.ts";
import { lotInput, lotListQuery, lotParam, newLotInput } from "../../../domain/schemas/lots.ts";
import { readStoredFile } from "../../db/files.ts";
import {
  insertLot,
  listProductLots,
  readLot,
  readLotCertificateId,
  setLotCertificate,
  updateLot,
} from "../../db/lots.ts";
import type { AppEnv } from "../../env.ts";
import { ApiError, notFound } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";

// A lot of a product (issue 42 part 3; decision 033), kept from the product's 'Lotes' section in the back office.

const NO_LOT = "No encontramos el lote.";
const tooLarge = () => new ApiError(413, "file_too_large", "El certificado supera el máximo de 10 MB.");

/** The same number twice for one product (the unique index, whatever the case): 409 with the field's message. */
function duplicate(error: unknown, number: string): never {
  if ((error as { code?: string })?.code === "23505") {
    throw new ApiError(409, "lot_exists", `Este producto ya tiene un lote ${number}.`, { field: "number" });
  }
  throw error;
}

/**
 * /api/admin/lots: requireAdmin has run; every read and write runs under the admin's claims and RLS.
 */
export const adminLotRoutes = new Hono<AppEnv>()
  /** GET /api/admin/lots?productId=: the product's lots, the one that expires first on top. */
  .get("/", zv("query", lotListQuery), async (c) => {
    const { productId } = c.req.valid("query");
    const lots = await c.var.deps.db.run(c.var.caller, (tx) => listProductLots(tx, productId));
    c.header("Cache-Control", "private, no-store");
    return c.json({ lots });
  })
  /** POST /api/admin/lots {productId, number, expiresOn, quantityReceived}: a new lot. */
  .post("/", zv("json", newLotInput), async (c) => {
    const { productId, ...lot } = c.req.valid("json");
    const saved = await c.var.deps.db
      .run(c.var.caller, (tx) => insertLot(tx, productId, lot))
      .catch((error) => duplicate(error, lot.number));
    if (!saved) throw notFound("No encontramos el producto.");
    return c.json({ lot: saved }, 201);
  })
  /** PUT /api/admin/lots/:id {number, expiresOn, quantityReceived}: corrects a lot. */
  .put("/:id", zv("param", lotParam), zv("json", lotInput), async (c) => {
    const lot = c.req.valid("json");
    const saved = await c.var.deps.db
      .run(c.var.caller, (tx) => updateLot(tx, c.req.valid("param").id, lot))
      .catch((error) => duplicate(error, lot.number));
    if (!saved) throw notFound(NO_LOT);
    return c.json({ lot: saved });
  })
  /**
   * POST /api/admin/lots/:id/certificate (multipart `file`): the lot's certificate of analysis, a PDF by its
   * bytes of at most 10 MB, stored through the Storage port (private bucket 'certificates', a name of ours);
   * it takes the place of the one the lot had.
   */
  .post(
    "/:id/certificate",
    zv("param", lotParam),
    bodyLimit({
      maxSize: MAX_DOCUMENT_BYTES + 64 * 1024,
      onError: () => {
        throw tooLarge();
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const form = await c.req.formData().catch(() => null);
      const file = form?.get("file");
      if (!file || typeof file === "string" || file.size === 0) {
        throw new ApiError(400, "invalid_input", "Elija el certificado (PDF).");
      }
      if (file.size > MAX_DOCUMENT_BYTES) throw tooLarge();
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (!isPdf(bytes)) throw new ApiError(415, "unsupported_type", "El certificado debe ser un archivo PDF.");
      const { db, storage } = c.var.deps;
      const exists = await db.run(c.var.caller, async (tx) => (await readLot(tx, id)) !== undefined);
      if (!exists) throw notFound(NO_LOT);
      const path = `${new Date().toISOString().slice(0, 7)}/${crypto.randomUUID()}.pdf`;
      const fileId = await storage.put({ bucket: "certificates", path, contentType: "application/pdf", bytes });
      if (!(await db.run(c.var.caller, (tx) => setLotCertificate(tx, id, fileId)))) throw notFound(NO_LOT);
      return c.json({ ok: true }, 201);
    },
  )
  /** GET /api/admin/lots/:id/certificate: the certificate's PDF, to admins only. */
  .get("/:id/certificate", zv("param", lotParam), async (c) => {
    const { id } = c.req.valid("param");
    const file = await c.var.deps.db.run(c.var.caller, async (tx) => {
      const fileId = await readLotCertificateId(tx, id);
      return fileId ? readStoredFile(tx, fileId) : null;
    });
    if (!file) throw notFound("Este lote no tiene certificado.");
    const bytes = file.data ?? (await c.var.deps.storage.get(file));
    if (!bytes || !isPdf(bytes)) throw notFound("El certificado no está disponible.");
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(bytes.byteLength),
        "Content-Disposition": `attachment; filename="certificado-lote-${id}.pdf"`,
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "sandbox",
        "Cache-Control": "private, no-store",
        "Cross-Origin-Resource-Policy": "same-origin",
      },
    });
  });
