import { expect, test } from "./support/test.ts";

/** Favourites: toggle on the product page, the header count, the /wishlist page, add to cart, remove. */

interface Product {
  id: number;
  slug: string;
  name: string;
  unit: string;
  price: number;
  finalPrice: number;
  categoryTitle: string | null;
  thumbImages: string[];
  variants: { id: number; size: number; finalPrice: number }[];
}

test.use({ viewport: { width: 1280, height: 800 } });

test("favourites round trip", async ({ page, request }) => {
  const res = await request.get("/api/products/aceite-de-jojoba");
  expect(res.ok()).toBe(true);
  const { product } = (await res.json()) as { product: Product };

  await page.goto(`/shop/product/${product.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  const heart = page.getByRole("button", { name: "Añadir a favoritos" }).first();
  await heart.click();
  await expect(page.getByText("Producto añadido a favoritos.").last()).toBeVisible();
  const pressed = page.getByRole("button", { name: "Quitar de favoritos" }).first();
  await expect(pressed).toHaveAttribute("aria-pressed", "true");
  // Toggling again removes it; once more puts it back.
  await pressed.click();
  await expect(page.getByText("Producto eliminado de favoritos.").last()).toBeVisible();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(page.getByRole("link", { name: "Favoritos: 1 producto" })).toBeVisible();

  // The header's heart, with its count, leads to the page.
  const favourites = page.getByRole("link", { name: /Favoritos/ }).first();
  await favourites.click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole("heading", { level: 1, name: "Favoritos" })).toBeVisible();
  const badge = page.locator(".wishlist-count");
  await expect(badge).toHaveText("1");

  const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: product.name }) });
  await expect(row).toBeVisible();
  await expect(row.getByRole("link", { name: product.name })).toHaveAttribute("href", `/shop/product/${product.slug}`);
  const last = product.variants[product.variants.length - 1]!;
  if (product.variants.length > 1) {
    await row.getByLabel("Tamaño").selectOption(String(last.id));
  }
  await row.getByRole("button", { name: `Añadir ${product.name} al carrito` }).click();
  await expect(page.getByText("Producto añadido al carrito").last()).toBeVisible();
  await expect(page.getByRole("link", { name: /^Carrito: 1 .*\(1 producto\)$/ })).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem("shop.cart.v1") ?? "[]"));
  expect(cart).toEqual([expect.objectContaining({ productId: product.id, variantId: last.id, quantity: 1 })]);

  await row.getByRole("button", { name: `Quitar ${product.name} de favoritos` }).click();
  await expect(page.getByText("Producto eliminado de favoritos.").last()).toBeVisible();
  await expect(page.getByText("No tiene productos en favoritos.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Ver productos" })).toHaveAttribute("href", "/shop");

  // Kept across reloads (localStorage).
  await page.reload();
  await expect(page.getByText("No tiene productos en favoritos.")).toBeVisible();
});
