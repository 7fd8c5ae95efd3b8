import { api, type Category, json } from "../../lib/api.ts";

/** GET /api/categories: every category, 'Todos' (isAll) first. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const { items } = await json(await api.categories.$get(undefined, { init: { signal } }));
  return items;
}
