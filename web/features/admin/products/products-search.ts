import * as z from "zod";
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, PRODUCT_STOCK_FILTERS } from "../../../../domain/schemas/product-form.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { idParam, type OpenItem, openItemSearchOf, textParam, wholeNumber } from "../shell/open-item.ts";
import type { ProductQuery } from "./products-api.ts";

/**
 * The products list's state in the URL (/admin/products?q=&category=&filter=&sortBy=&page=), the filters the API takes
 * (domain/schemas/product-form.ts adminProductListQuery), plus the form open over it (?edit=<id>, ?new=1:
 * shell/open-item.ts). A value that does not fit is dropped, not an error.
 */
export const productsSearch = z.object({
  q: textParam,
  category: idParam,
  filter: z.enum(PRODUCT_STOCK_FILTERS).optional().catch(undefined),
  sortBy: z.enum(PRODUCT_SORTS).optional().catch(undefined),
  page: wholeNumber(1, 10_000),
});

export type ProductsSearch = z.infer<typeof productsSearch>;

export function parseProductsSearch(raw: AdminSearch): ProductsSearch {
  const parsed = productsSearch.parse(raw);
  if (parsed.page === 1) parsed.page = undefined;
  // The newest first is the list's own order: the URL does not repeat it.
  if (parsed.sortBy === DEFAULT_PRODUCT_SORT) parsed.sortBy = undefined;
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as ProductsSearch;
}

/** The list's query as the page and its filters hold it (empty strings for 'all'). */
export function productQueryOf(search: ProductsSearch): ProductQuery {
  return {
    q: search.q ?? "",
    category: search.category === undefined ? "" : String(search.category),
    filter: search.filter ?? "",
    sort: search.sortBy ?? DEFAULT_PRODUCT_SORT,
    page: search.page ?? 1,
  };
}

/** The URL's search for a query of the list and the form open over it: values that are set only. */
export function productsUrlSearch(query: ProductQuery, open?: OpenItem): AdminSearch {
  const parsed = parseProductsSearch({
    q: query.q,
    category: query.category,
    filter: query.filter || undefined,
    sortBy: query.sort,
    page: query.page,
  });
  const { category, ...rest } = parsed;
  return {
    ...rest,
    // Written as a number, so the URL reads ?category=3 rather than the quoted string ?category=%223%22.
    ...(category === undefined ? {} : { category: category as unknown as string }),
    ...openItemSearchOf(open),
  };
}
