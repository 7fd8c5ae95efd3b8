import type { DocumentKind, ProductDocumentVersion } from "../../../../domain/documents.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

// /api/admin/products/:id/documents (issue 42): the product's FDS and Ficha técnica, every version.

export async function fetchDocuments(productId: number, signal?: AbortSignal): Promise<ProductDocumentVersion[]> {
  return (await adminJson<{ documents: ProductDocumentVersion[] }>(`/products/${productId}/documents`, signal))
    .documents;
}

/** Uploads a new version (a PDF, up to 10 MB); the versions after it. Rejects with the server's reason. */
export async function uploadDocument(
  productId: number,
  input: { kind: DocumentKind; revisionDate: string; file: File },
): Promise<ProductDocumentVersion[]> {
  const form = new FormData();
  form.set("kind", input.kind);
  form.set("revisionDate", input.revisionDate);
  form.set("file", input.file, input.file.name);
  const res = await adminFetch(`/products/${productId}/documents`, { method: "POST", body: form });
  return ((await res.json()) as { documents: ProductDocumentVersion[] }).documents;
}

/** Removes a version no order received; the versions after it. */
export async function removeDocument(productId: number, documentId: number): Promise<ProductDocumentVersion[]> {
  const res = await adminFetch(`/products/${productId}/documents/${documentId}`, {
    method: "DELETE",
    headers: { accept: "application/json" },
  });
  return ((await res.json()) as { documents: ProductDocumentVersion[] }).documents;
}
