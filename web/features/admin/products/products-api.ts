import type { AdminImage } from "../../../../domain/images.ts";
import type { ProductInput, ProductStockFilter } from "../../../../domain/schemas/product-form.ts";
import { ADMIN_PRODUCT_PAGE_SIZE } from "../../../../domain/schemas/product-form.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

/** A product as GET /api/admin/products answers it (worker/db/admin-products.ts AdminProductRow). */
export interface AdminProduct {
  id: number;
  slug: string;
  name: string;
  code: string;
  categoryId: number | null;
  categoryTitle: string | null;
  description: string;
  discount: number;
  isNew: boolean;
  isNotEaten: boolean;
  quantity: number;
  unit: ProductInput["unit"];
  benefits: string[];
  uses: string[];
  doses: string[];
  published: boolean;
  images: AdminImage[];
  thumbImages: AdminImage[];
  price: number | null;
  finalPrice: number | null;
  variants: { id: number; size: number; price: number; finalPrice: number }[];
}

export interface ProductList {
  items: AdminProduct[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ProductQuery {
  q: string;
  category: string;
  filter: ProductStockFilter | "";
  page: number;
}

export interface CategoryOption {
  id: number;
  title: string;
  isAll: boolean;
}

export function productsQueryString(query: ProductQuery): string {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(ADMIN_PRODUCT_PAGE_SIZE) });
  if (query.q.trim()) params.set("q", query.q.trim());
  if (query.category) params.set("category", query.category);
  if (query.filter) params.set("filter", query.filter);
  return params.toString();
}

export function fetchProducts(query: ProductQuery, signal: AbortSignal): Promise<ProductList> {
  return adminJson(`/products?${productsQueryString(query)}`, signal);
}

/** One product, draft or not (for a form opened by a link: ?edit=<id>). */
export async function fetchProduct(id: number, signal: AbortSignal): Promise<AdminProduct> {
  return (await adminJson<{ product: AdminProduct }>(`/products/${id}`, signal)).product;
}

/** The categories a product may be in ('Todos' left out). */
export async function fetchCategoryOptions(signal: AbortSignal): Promise<CategoryOption[]> {
  const res = await fetch("/api/categories", { signal, headers: { accept: "application/json" } });
  if (!res.ok) throw new Error("No pudimos cargar las categorías.");
  const { items } = (await res.json()) as { items: CategoryOption[] };
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
