import { montevideoDate } from "../../../domain/dates.ts";
import { DOCUMENTS_BUCKET, type DocumentKind, type ProductDocumentVersion } from "../../../domain/documents.ts";
import { isPdf, MAX_DOCUMENT_BYTES } from "../../../domain/file-type.ts";
import { documentUploadFields } from "../../../domain/schemas/documents.ts";
import type { Caller } from "../../db/database.ts";
import { serviceRole } from "../../db/database.ts";
import { deleteFilesById } from "../../db/files.ts";
import {
  addDocumentVersion,
  deleteDocumentVersion,
  listProductDocuments,
  lockDocumentProduct,
  lockDocumentVersion,
} from "../../db/product-documents.ts";
import type { AppDeps } from "../../env.ts";
import { ApiError, badRequest, notFound } from "../../http/errors.ts";

// A product's FDS and Ficha técnica (issue 42; decision 033): upload a version, list them, remove one no order got.

const NO_PRODUCT = "No encontramos el producto. Puede que otra persona lo haya eliminado.";
export const tooLargeDocument = () => new ApiError(413, "file_too_large", "El documento supera el máximo de 10 MB.");

/** The multipart form's file and fields, checked: a PDF by its bytes, at most 10 MB, a revision date not ahead. */
export async function readDocumentUpload(form: FormData | null, now: Date) {
  const fields = documentUploadFields(montevideoDate(now)).safeParse({
    kind: form?.get("kind") ?? undefined,
    revisionDate: form?.get("revisionDate") ?? undefined,
  });
  if (!fields.success) {
    const issue = fields.error.issues[0]!;
    throw badRequest(issue.message, [{ path: String(issue.path[0] ?? "file"), message: issue.message }]);
  }
  const file = form?.get("file");
  if (!file || typeof file === "string" || file.size === 0) {
    const message = "Seleccione el documento en PDF.";
    throw new ApiError(400, "no_file", message, [{ path: "file", message }]);
  }
  if (file.size > MAX_DOCUMENT_BYTES) throw tooLargeDocument();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isPdf(bytes)) {
    const message = "El documento debe ser un PDF.";
    throw new ApiError(415, "unsupported_type", message, [{ path: "file", message }]);
  }
  return { ...fields.data, bytes };
}

/**
 * Stores the PDF in the public 'documents' bucket under a name of ours (never reused: the bytes behind a URL never
 * change), then makes it the current version of its kind in one transaction; the version it replaces is kept.
 */
export async function uploadProductDocument(
  deps: Pick<AppDeps, "db" | "storage">,
  caller: Caller,
  productId: number,
  upload: { kind: DocumentKind; revisionDate: string; bytes: Uint8Array },
): Promise<ProductDocumentVersion[]> {
  const path = `${upload.kind === "fds" ? "fds" : "ficha-tecnica"}/${crypto.randomUUID()}.pdf`;
  const file = { bucket: DOCUMENTS_BUCKET, path };
  const fileId = await deps.storage.put({ ...file, contentType: "application/pdf", bytes: upload.bytes });
  const url = deps.storage.publicUrl(file);
  try {
    return await deps.db.run(caller, async (tx) => {
      if (!(await lockDocumentProduct(tx, productId))) throw notFound(NO_PRODUCT);
      await addDocumentVersion(tx, { productId, kind: upload.kind, revisionDate: upload.revisionDate, fileId, url });
      return listProductDocuments(tx, productId);
    });
  } catch (error) {
    await eraseDocumentFiles(deps, [fileId]);
    throw error;
  }
}

/** Every version of the product's documents. */
export async function productDocuments(deps: Pick<AppDeps, "db">, caller: Caller, productId: number) {
  return deps.db.run(caller, async (tx) => {
    if (!(await lockDocumentProduct(tx, productId))) throw notFound(NO_PRODUCT);
    return listProductDocuments(tx, productId);
  });
}

/**
 * Removes a version no order received (an order that got it keeps pointing at it: refused in Spanish). The current
 * FDS of a published product with pictograms goes only with a version to take its place (the database's rule).
 */
export async function removeProductDocument(
  deps: Pick<AppDeps, "db" | "storage">,
  caller: Caller,
  productId: number,
  documentId: number,
): Promise<ProductDocumentVersion[]> {
  const { versions, fileId } = await deps.db.run(caller, async (tx) => {
    if (!(await lockDocumentProduct(tx, productId))) throw notFound(NO_PRODUCT);
    const doc = await lockDocumentVersion(tx, productId, documentId);
    if (!doc) throw notFound("No encontramos ese documento. Puede que otra persona lo haya quitado.");
    if (doc.received) {
      throw new ApiError(
        409,
        "document_received",
        "No se puede quitar esta versión: ya la recibieron pedidos, que la siguen mostrando. Suba una versión nueva en su lugar.",
      );
    }
    await deleteDocumentVersion(tx, { id: doc.id, productId, kind: doc.kind, current: doc.supersededAt === null });
    return { versions: await listProductDocuments(tx, productId), fileId: doc.fileId };
  });
  await eraseDocumentFiles(deps, [fileId]).catch((error) =>
    console.error("[admin] could not erase a removed document", fileId, error),
  );
  return versions;
}

/** Erases stored files no document names any longer (after the transaction that dropped them). */
async function eraseDocumentFiles(deps: Pick<AppDeps, "db" | "storage">, ids: string[]) {
  const deleted = await deps.db.run(serviceRole, (tx) => deleteFilesById(tx, ids));
  await deps.storage.remove(deleted.map(({ bucket, path }) => ({ bucket, path })));
}
