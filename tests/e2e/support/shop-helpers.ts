import { type APIRequestContext, expect, type Page } from "@playwright/test";

/** What the end-to-end tests read of a product from the API. */
export interface Variant {
  id: number;
  size: number;
  finalPrice: number;
  /** Units of this size the shop can sell now (by size, or what the bulk covers). */
  available: number;
}
export interface Product {
  id: number;
  slug: string;
  name: string;
  unit: string;
  quantity: number;
  stockMode: "size" | "bulk";
  bulkStock: number;
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

/** Puts `quantity` of `p` (its first size) in the cart as the only line, as the product page would. */
export async function fillCart(page: Page, p: Product, quantity: number) {
  const v = p.variants[0]!;
  const line = {
    cartId: `e2e-${p.id}`,
    productId: p.id,
    variantId: v.id,
    slug: p.slug,
    name: p.name,
    image: null,
    categoryTitle: null,
    unit: p.unit,
    size: v.size,
    unitPrice: v.finalPrice,
    quantity,
    stock: v.available,
    bulkStock: p.stockMode === "bulk" ? p.bulkStock : null,
  };
  await page.goto("/");
  await page.evaluate((l) => localStorage.setItem("shop.cart.v1", JSON.stringify([l])), line);
}

/**
 * One unit of `p`, to pick up, paid by transfer, placed through the API as the checkout would ('Pendiente'), from
 * `ip` so the seeding counts against its own hourly limit. `extra` adds checkout fields (a RUT and its company...).
 */
export async function placeTransferOrder(
  request: APIRequestContext,
  p: Product,
  options: { lastName: string; email: string; ip: string; extra?: Record<string, unknown> },
): Promise<{ id: number; accessToken: string }> {
  const res = await request.post("/api/orders", {
    headers: { "cf-connecting-ip": options.ip },
    data: {
      email: options.email,
      firstName: "Lucía",
      lastName: options.lastName,
      phone: "099 444 777",
      deliveryMethod: "pickup",
      paymentMethod: "bank",
      subscribe: false,
      acceptTerms: true,
      items: [{ productId: p.id, variantId: p.variants[0]!.id, quantity: 1 }],
      idempotencyKey: `e2e-${options.lastName}-${Math.random()}`,
      ...options.extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { id: number; accessToken: string } }).order;
}
