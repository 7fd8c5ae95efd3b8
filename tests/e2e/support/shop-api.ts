import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import { publicPages } from "../../support/public-pages.ts";
import { type Product, placeTransferOrder, product } from "./shop-helpers.ts";

/**
 * The storefront's state, set up and read through the shop's own /api as a program would (issue 39: the browser tests
 * click through only the flow they test).
 */

/** A product whose first size has more than one unit in stock (other specs sell some out). */
export async function stockedProduct(request: APIRequestContext): Promise<Product> {
  const { items } = (await (await request.get("/api/products")).json()) as { items: { slug: string }[] };
  for (const item of items) {
    const p = await product(request, item.slug);
    if ((p.variants[0]?.available ?? 0) > 1) return p;
  }
  throw new Error("No product in stock");
}

/** An order (pickup, bank transfer, 'Pendiente') of one unit of a product in stock: its id and access token. */
export async function anOrder(request: APIRequestContext, lastName: string, ip: string) {
  const order = await placeTransferOrder(request, await stockedProduct(request), {
    lastName,
    email: `${lastName.toLowerCase().replace(/\W+/g, ".")}@example.com`,
    ip,
  });
  return { id: order.id, token: order.accessToken };
}

/**
 * Every public page by name and path: issue 27's (tests/support/public-pages.ts, with an order of its own), whose
 * first view the Worker renders (`firstView`), then the payment result pages of that order, the old addresses and a
 * filtered list, which the shop also answers.
 */
export async function everyPublicPage(
  request: APIRequestContext,
  ip: string,
): Promise<{ name: string; path: string; firstView: boolean }[]> {
  const { items } = (await (await request.get("/api/products")).json()) as { items: { slug: string }[] };
  const posts = (await (await request.get("/api/blog")).json()) as { items: { id: number }[] };
  expect(items.length, "the seed has products").toBeGreaterThan(0);
  expect(posts.items.length, "the seed has a blog post").toBeGreaterThan(0);
  const order = await anOrder(request, "Recorrido", ip);
  const secret = `${order.id}?token=${order.token}`;
  const issue27 = publicPages({ product: items[0]!.slug, post: posts.items[0]!.id, order: `/shop/order/${secret}` });
  const more: [string, string][] = [
    ["shop, filtered", "/shop?category=aceites&q=lavanda"],
    ["payment approved", `/success/${secret}`],
    ["payment pending", `/pending/${secret}`],
    ["payment failed", `/failure?order=${order.id}&token=${order.token}`],
    ["contact (old address)", "/other/contact"],
    ["terms (old address)", "/other/terms-and-conditions"],
  ];
  return [
    ...issue27.map(([name, path]) => ({ name, path, firstView: true })),
    ...more.map(([name, path]) => ({ name, path, firstView: false })),
  ];
}
