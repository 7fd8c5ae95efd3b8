import type { Category, CategoryList } from "../../../domain/api/catalogue.ts";
import { getJSON } from "../../lib/get-json.ts";

/** GET /api/categories: every category, 'Todos' (isAll) first. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const { items } = await getJSON<CategoryList>("/categories", signal);
  return items;
}
