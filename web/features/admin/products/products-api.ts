import type { AdminProduct, AdminProductList } from "../../../../domain/api/admin.ts";
import type { Category, CategoryList } from "../../../../domain/api/catalogue.ts";
import type {
  ProductBulkInput,
  ProductInput,
  ProductSort,
  ProductStockFilter,
} from "../../../../domain/schemas/product-form.ts";
import { ADMIN_PRODUCT_PAGE_SIZE, DEFAULT_PRODUCT_SORT } from "../../../../domain/schemas/product-form.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

export type { AdminProduct };

export interface ProductQuery {
  q: string;
  category: string;
  filter: ProductStockFilter | "";
  sort: ProductSort;
  page: number;
}

/** A category a product may be in (GET /api/categories, 'Todos' left out). */
export type CategoryOption = Pick<Category, "id" | "title" | "isAll">;

export function productsQueryString(query: ProductQuery): string {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(ADMIN_PRODUCT_PAGE_SIZE) });
  if (query.q.trim()) params.set("q", query.q.trim());
  if (query.category) params.set("category", query.category);
  if (query.filter) params.set("filter", query.filter);
  if (query.sort !== DEFAULT_PRODUCT_SORT) params.set("sort", query.sort);
  return params.toString();
}

export function fetchProducts(query: ProductQuery, signal?: AbortSignal): Promise<AdminProductList> {
  return adminJson(`/products?${productsQueryString(query)}`, signal);
}

/** One product, draft or not (for a form opened by a link: ?edit=<id>). */
export async function fetchProduct(id: number, signal?: AbortSignal): Promise<AdminProduct> {
  return (await adminJson<{ product: AdminProduct }>(`/products/${id}`, signal)).product;
}

/** The categories a product may be in ('Todos' left out). */
export async function fetchCategoryOptions(signal?: AbortSignal): Promise<CategoryOption[]> {
  const res = await fetch("/api/categories", { signal, headers: { accept: "application/json" } });
  if (!res.ok) throw new Error("No pudimos cargar las categorías.");
  const { items } = (await res.json()) as CategoryList;
  return items.filter((c) => !c.isAll);
}

/** Adds (no id) or changes a product; the product as saved. Rejects with the server's reason (AdminApiError). */
export async function saveProduct(id: number | undefined, input: ProductInput): Promise<AdminProduct> {
  const res = await adminFetch(id === undefined ? "/products" : `/products/${id}`, {
    method: id === undefined ? "POST" : "PUT",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(input),
  });
  return ((await res.json()) as { product: AdminProduct }).product;
}

export async function deleteProduct(id: number): Promise<void> {
  await adminFetch(`/products/${id}`, { method: "DELETE", headers: { accept: "application/json" } });
}

/** Publishes, unpublishes or moves several products in one request (all or nothing); the products as saved. */
export async function bulkProducts(input: ProductBulkInput): Promise<AdminProduct[]> {
  const res = await adminFetch("/products/bulk", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(input),
  });
  return ((await res.json()) as { products: AdminProduct[] }).products;
}
