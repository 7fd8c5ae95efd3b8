import { createFileRoute } from "@tanstack/react-router";
import { getCategories } from "../features/catalogue/get-categories.ts";
import { getProducts } from "../features/catalogue/get-products.ts";
import { ShopPage } from "../features/catalogue/ShopPage.tsx";
import { validateShopSearch } from "../features/catalogue/shop-search.ts";
import { errorText } from "../lib/get-json.ts";

/**
 * /shop: the product list. Filters, sort, search and page live in the URL (see shop-search.ts). The loader reads
 * the categories and the list's page (the router caches them per search, and preloads on hover); on the first
 * view both come inlined in the HTML (lib/get-json.ts).
 */
export const Route = createFileRoute("/shop/")({
  validateSearch: validateShopSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, abortController }) => {
    const signal = abortController.signal;
    // A failed read is shown in place (the filter panel, the list), with 'Reintentar': not the route's error page.
    const [categories, products] = await Promise.all([
      getCategories(signal).then(
        (items) => ({ items }),
        (error: unknown) => ({ error: errorText(error) }),
      ),
      getProducts(deps, signal).then(
        (list) => ({ list }),
        (error: unknown) => ({ error: errorText(error) }),
      ),
    ]);
    return { categories, products };
  },
  component: ShopPage,
});
