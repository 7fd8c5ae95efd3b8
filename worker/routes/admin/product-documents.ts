import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_DOCUMENT_BYTES } from "../../../domain/file-type.ts";
import { documentParam } from "../../../domain/schemas/documents.ts";
import { adminProductParam } from "../../../domain/schemas/product-form.ts";
import type { AppEnv } from "../../env.ts";
import { zv } from "../../http/validate.ts";
import {
  productDocuments,
  readDocumentUpload,
  removeProductDocument,
  tooLargeDocument,
  uploadProductDocument,
} from "../../services/products/documents.ts";

/**
 * /api/admin/products/:id/documents: the product's FDS and Ficha técnica, every version (issue 42, decision 033).
 * POST (multipart `file`, `kind` 'fds' | 'ficha_tecnica', `revisionDate` 'YYYY-MM-DD') adds the new current version
 * of its kind; DELETE /:documentId removes a version no order received. Each answers the product's versions. The
 * storefront's answers change with them, so the catalogue cache is cleared.
 */
export const adminProductDocumentRoutes = new Hono<AppEnv>()
  .get("/", zv("param", adminProductParam), async (c) => {
    const documents = await productDocuments(c.var.deps, c.var.caller, c.req.valid("param").id);
    return c.json({ documents });
  })
  .post(
    "/",
    zv("param", adminProductParam),
    bodyLimit({
      maxSize: MAX_DOCUMENT_BYTES + 64 * 1024,
      onError: () => {
        throw tooLargeDocument();
      },
    }),
    async (c) => {
      const form = await c.req.formData().catch(() => null);
      const upload = await readDocumentUpload(form, c.var.deps.now());
      const documents = await uploadProductDocument(c.var.deps, c.var.caller, c.req.valid("param").id, upload);
      c.var.catalogueCache.clear();
      return c.json({ documents }, 201);
    },
  )
  .delete("/:documentId", zv("param", documentParam), async (c) => {
    const { id, documentId } = c.req.valid("param");
    const documents = await removeProductDocument(c.var.deps, c.var.caller, id, documentId);
    c.var.catalogueCache.clear();
    return c.json({ documents });
  });
