import type { AdminLot } from "../../../../domain/api/admin.ts";
import type { LotInput } from "../../../../domain/schemas/lots.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";
import { downloadAdminFile } from "../lib/download.ts";

// The product's 'Lotes' section (ProductLots.tsx) and /api/admin/lots (decision 033).

export type { AdminLot };

export async function fetchLots(productId: number, signal?: AbortSignal): Promise<AdminLot[]> {
  return (await adminJson<{ lots: AdminLot[] }>(`/lots?productId=${productId}`, signal)).lots;
}

/** Adds a lot to the product (no id) or corrects one; rejects with the server's reason (AdminApiError). */
export async function saveLot(productId: number, id: number | null, input: LotInput): Promise<AdminLot> {
  const res = await adminFetch(id === null ? "/lots" : `/lots/${id}`, {
    method: id === null ? "POST" : "PUT",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(id === null ? { productId, ...input } : input),
  });
  return ((await res.json()) as { lot: AdminLot }).lot;
}

export async function uploadCertificate(id: number, file: File): Promise<void> {
  const form = new FormData();
  form.set("file", file);
  await adminFetch(`/lots/${id}/certificate`, { method: "POST", body: form });
}

export const downloadCertificate = (id: number) =>
  downloadAdminFile(`/lots/${id}/certificate`, `certificado-lote-${id}`);
