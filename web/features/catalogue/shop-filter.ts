import { persistedStore } from "../../lib/persisted-store.ts";
import { type ShopSearch, validateShopSearch } from "./shop-search.ts";

/** The filter part of the search (what SPEC section 3 keeps locally). */
export type ShopFilter = Pick<ShopSearch, "category" | "size" | "minPrice" | "maxPrice">;

export function filterOf(search: ShopSearch): ShopFilter {
  const { category, size, minPrice, maxPrice } = search;
  return validateShopSearch({ category, size, minPrice, maxPrice });
}

export function isEmptyFilter(filter: ShopFilter): boolean {
  return Object.keys(filter).length === 0;
}

/**
 * The last filter chosen in the shop (SPEC section 3). Links that say 'all products' ('Todos los productos',
 * 'Tienda', 'Ver productos') open a plain /shop; only the links back to the list bring it back (shopListSearch).
 */
export const shopFilterStore = persistedStore<ShopFilter>("shop.filter.v1", {}, (raw) =>
  raw && typeof raw === "object" ? filterOf(raw as Record<string, unknown>) : {},
);

/** The search of a link back to the shop list (the product page's breadcrumb): the filter chosen last time. */
export function shopListSearch(): ShopFilter {
  return shopFilterStore.get();
}
