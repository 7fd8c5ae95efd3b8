import type { ProductListFilter } from "../../worker/db/catalogue.ts";

/** The filter/sort/search/page shapes of GET /api/products that the EXPLAIN test and the benchmark cover. */
export const listingShapes: { name: string; filter: ProductListFilter }[] = [
  { name: "default (name)", filter: { sort: "name", page: 1 } },
  { name: "deep page", filter: { sort: "name", page: 40 } },
  { name: "price ascending", filter: { sort: "price-asc", page: 1 } },
  { name: "price descending", filter: { sort: "price-desc", page: 2 } },
  { name: "category", filter: { category: "aceites", sort: "name", page: 1 } },
  { name: "category + price sort", filter: { category: "sabores", sort: "price-asc", page: 1 } },
  { name: "size", filter: { size: 100, sort: "name", page: 1 } },
  { name: "size + price sort", filter: { size: 500, sort: "price-desc", page: 1 } },
  { name: "price range", filter: { minPrice: 200, maxPrice: 500, sort: "name", page: 1 } },
  { name: "price range + price sort", filter: { minPrice: 750, maxPrice: 1000, sort: "price-asc", page: 1 } },
  { name: "search", filter: { q: "limon", sort: "name", page: 1 } },
  { name: "search + category", filter: { q: "lavanda", category: "aceites", sort: "name", page: 1 } },
  {
    name: "everything",
    filter: { category: "fragancias", size: 30, minPrice: 0, maxPrice: 200, q: "rosa", sort: "price-asc", page: 1 },
  },
];

export function toQueryString(filter: ProductListFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && !(key === "sort" && value === "name") && !(key === "page" && value === 1)) {
      params.set(key, String(value));
    }
  }
  return params.toString();
}
