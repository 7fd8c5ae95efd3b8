import { adminRead, type ListRead } from "../shell/admin-data.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { parseOpenItem } from "../shell/open-item.ts";
import { fetchCategoryOptions, fetchProduct, fetchProducts, productsQueryString } from "./products-api.ts";
import { parseProductsSearch, productQueryOf } from "./products-search.ts";

/**
 * /admin/products: the page of products the search and filters name, the categories (filter and form) and, with
 * ?edit=<id>, that product when the list does not have it (another page, a link).
 */
export function loadProducts(raw: AdminSearch, list: ListRead) {
  const query = productQueryOf(parseProductsSearch(raw));
  const open = parseOpenItem(raw);
  const products = list(`products?${productsQueryString(query)}`, () => fetchProducts(query));
  return {
    list: products,
    categories: list("categories:options", fetchCategoryOptions),
    product:
      typeof open === "number"
        ? products.then(({ data }) => {
            const known = data?.items.find((p) => p.id === open);
            return known ? { data: known } : adminRead(() => fetchProduct(open));
          })
        : undefined,
  };
}

export type ProductsData = ReturnType<typeof loadProducts>;
