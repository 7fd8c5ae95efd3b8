import type { AdminCategory } from "../../../../domain/api/admin.ts";
import type { CategoryFormValues } from "../../../../domain/schemas/category-form.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

const JSON_HEADERS = { "content-type": "application/json", accept: "application/json" };

export async function fetchCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  return (await adminJson<{ items: AdminCategory[] }>("/categories", signal)).items;
}

/** Creates (no id) or edits a category; rejects with an AdminApiError carrying the server's message. */
export async function saveCategory(id: number | undefined, values: CategoryFormValues): Promise<AdminCategory> {
  const res = await adminFetch(id === undefined ? "/categories" : `/categories/${id}`, {
    method: id === undefined ? "POST" : "PUT",
    headers: JSON_HEADERS,
    body: JSON.stringify(values),
  });
  return ((await res.json()) as { category: AdminCategory }).category;
}

export async function deleteCategory(id: number): Promise<void> {
  await adminFetch(`/categories/${id}`, { method: "DELETE", headers: { accept: "application/json" } });
}

/** Saves the order of every category but 'Todos'; answers the whole list as it is now. */
export async function reorderCategories(ids: number[]): Promise<AdminCategory[]> {
  const res = await adminFetch("/categories/order", {
    method: "PUT",
    headers: JSON_HEADERS,
    body: JSON.stringify({ ids }),
  });
  return ((await res.json()) as { items: AdminCategory[] }).items;
}
