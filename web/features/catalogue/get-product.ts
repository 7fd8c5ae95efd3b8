import { api, errorMessage, type ProductDetail } from "../../lib/api.ts";

export type ProductLookup = { found: true; detail: ProductDetail } | { found: false };

/** GET /api/products/:slug: the product and its related products; an unknown slug is `found: false`. */
export async function getProduct(slug: string, signal?: AbortSignal): Promise<ProductLookup> {
  const res = await api.products[":slug"].$get({ param: { slug } }, { init: { signal } });
  // 404 is an unknown product; a malformed slug (400) cannot name a product either.
  if (res.status === 404 || res.status === 400) return { found: false };
  if (!res.ok) throw new Error(await errorMessage(res));
  return { found: true, detail: (await res.json()) as ProductDetail };
}
