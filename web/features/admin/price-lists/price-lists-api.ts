import type { AdminCategory, AdminProduct } from "../../../../domain/api/admin.ts";
import type { PriceListDetail, PriceListIndex } from "../../../../domain/api/price-lists.ts";
import type { PriceListForm } from "../../../../domain/schemas/price-list.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

// The back office's calls for 'Listas de precios' (/api/admin/price-lists). Errors reject with the server's reason.

export type { PriceListDetail, PriceListIndex };

async function send<T>(method: string, path: `/${string}`, body?: unknown): Promise<T> {
  const res = await adminFetch(path, {
    method,
    headers: { "content-type": "application/json", accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export const fetchPriceLists = (signal?: AbortSignal) => adminJson<PriceListIndex>("/price-lists", signal);
export const fetchPriceList = (id: number, signal?: AbortSignal) =>
  adminJson<PriceListDetail>(`/price-lists/${id}`, signal);
export const fetchListCategories = (signal?: AbortSignal) =>
  adminJson<{ items: AdminCategory[] }>("/categories", signal);
/** A product with its sizes (the editor adds one of them). */
export const fetchProductSizes = (id: number) => adminJson<{ product: AdminProduct }>(`/products/${id}`);

export const createPriceList = (name: string) => send<PriceListDetail>("POST", "/price-lists", { name });
export const savePriceList = (id: number, input: PriceListForm) =>
  send<PriceListDetail>("PUT", `/price-lists/${id}`, input);
export const deletePriceList = (id: number) => send<void>("DELETE", `/price-lists/${id}`);
