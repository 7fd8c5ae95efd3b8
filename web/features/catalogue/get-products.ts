import type { ProductListPage as ProductList } from "../../../domain/api/catalogue.ts";
import { getJSON, queryString } from "../../lib/get-json.ts";
import type { ShopSearch } from "./shop-search.ts";

/** GET /api/products: one page of the list, filtered, sorted and paged by the server. */
export function getProducts(search: ShopSearch, signal?: AbortSignal): Promise<ProductList> {
  // The server validates every value; the query's order is the Worker's inlined-data key (lib/get-json.ts).
  return getJSON<ProductList>(`/products${queryString({ ...search })}`, signal);
}
