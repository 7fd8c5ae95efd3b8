import { createFileRoute, redirect } from "@tanstack/react-router";
import { ShopPage } from "../features/catalogue/ShopPage.tsx";
import { isEmptyFilter, shopFilterStore, validateShopSearch } from "../features/catalogue/shop-search.ts";

/** /shop: the product list. Filters, sort, search and page live in the URL (see shop-search.ts). */
export const Route = createFileRoute("/shop/")({
  validateSearch: validateShopSearch,
  beforeLoad: ({ search, cause, preload }) => {
    // Opened afresh without any search params: bring back the filter chosen last time (SPEC section 3).
    // Only on entering the page, so going back to an unfiltered /shop within the shop stays unfiltered.
    if (cause !== "enter" || preload || Object.keys(search).length > 0) return;
    const stored = shopFilterStore.get();
    if (!isEmptyFilter(stored)) throw redirect({ to: "/shop", search: stored, replace: true });
  },
  component: ShopPage,
});
