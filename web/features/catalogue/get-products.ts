import { api, json, type ProductList } from "../../lib/api.ts";
import type { ShopSearch } from "./shop-search.ts";

type ProductQuery = Parameters<typeof api.products.$get>[0]["query"];

/** GET /api/products: one page of the list, filtered, sorted and paged by the server. */
export async function getProducts(search: ShopSearch, signal?: AbortSignal): Promise<ProductList> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(search)) {
    if (value !== undefined) query[name] = String(value);
  }
  // The query string carries text; the inferred input type mixes zod's input and output types
  // (e.g. sort and page look required), so it is cast. The server validates every value.
  return json(await api.products.$get({ query: query as unknown as ProductQuery }, { init: { signal } }));
}
