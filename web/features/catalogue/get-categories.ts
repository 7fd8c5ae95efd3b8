import type { Category } from "../../lib/api.ts";
import { getJSON } from "../../lib/get-json.ts";

/** GET /api/categories: every category, 'Todos' (isAll) first. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const { items } = await getJSON<{ items: Category[] }>("/categories", signal);
  return items;
}
