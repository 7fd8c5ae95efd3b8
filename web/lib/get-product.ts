import type { ProductPage } from "../../domain/api/catalogue.ts";
import { takeInlined } from "./get-json.ts";

export type ProductLookup = { found: true; detail: ProductPage } | { found: false };

/** GET /api/products/:slug: the product and its related products; an unknown slug is `found: false`. */
export async function getProduct(slug: string, signal?: AbortSignal): Promise<ProductLookup> {
  const path = `/products/${encodeURIComponent(slug)}`;
  const inlined = takeInlined<ProductPage>(path);
  if (inlined) return { found: true, detail: inlined };
  const res = await fetch(`/api${path}`, { headers: { accept: "application/json" }, signal });
  // 404 is an unknown product; a malformed slug (400) cannot name a product either.
  if (res.status === 404 || res.status === 400) return { found: false };
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? "Ha ocurrido un error, inténtelo más tarde.");
  }
  return { found: true, detail: (await res.json()) as ProductPage };
}
