import { type APIRequestContext, expect } from "@playwright/test";

/** What the end-to-end tests read of a product from the API. */
export interface Variant {
  id: number;
  size: number;
  finalPrice: number;
}
export interface Product {
  id: number;
  slug: string;
  name: string;
  unit: string;
  quantity: number;
  variants: Variant[];
}

/** A product as the server knows it now (the stock included: no cached answer). */
export async function product(request: APIRequestContext, slug: string): Promise<Product> {
  const res = await request.get(`/api/products/${slug}`, { headers: { "cache-control": "no-cache" } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { product: Product }).product;
}

/** An amount as the shop shows it. */
export function money(amount: number): RegExp {
  // es-UY: "$ 1.234" with a no-break space.
  const digits = amount.toLocaleString("es-UY").replace(/\./g, "\\.");
  return new RegExp(`\\$\\s${digits}(?!\\d)`);
}
