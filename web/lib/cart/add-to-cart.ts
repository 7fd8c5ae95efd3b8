import type { ProductCard } from "../../../domain/api/catalogue.ts";
import { addToCart, type NewCartLine, unitLimitMessage } from "../../../domain/cart.ts";
import { notify } from "../toast.ts";
import { cartStore } from "./cart-store.ts";

export type Variant = ProductCard["variants"][number];

/** What the cart keeps of a product size (prices are previews; the server re-prices at checkout). */
export function toCartItem(product: ProductCard, variant: Variant): NewCartLine {
  return {
    productId: product.id,
    variantId: variant.id,
    slug: product.slug,
    name: product.name,
    image: product.thumbImages[0] ?? null,
    categoryTitle: product.categoryTitle,
    unit: product.unit,
    size: variant.size,
    unitPrice: variant.finalPrice,
    stock: variant.available,
    bulkStock: product.stockMode === "bulk" ? product.bulkStock : null,
  };
}

function newId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Puts `quantity` of a product size into the cart (SPEC section 4: merged with the same product and size) and
 * says so in a toast. Refused when what is already in the cart leaves too little of the stock or of the
 * 99 units rule (domain/cart.ts).
 * Shared by the product card, the quick view and the product page.
 */
export function addProductToCart(product: ProductCard, variant: Variant, quantity = 1): boolean {
  const result = addToCart(cartStore.get(), toCartItem(product, variant), quantity, newId);
  if (!result.ok) {
    notify("error", result.reason === "limit" ? unitLimitMessage(product.name) : "No hay stock suficiente.");
    return false;
  }
  cartStore.set(result.lines);
  notify("success", "Producto añadido al carrito");
  return true;
}

/** Whether this product size already has a line in the cart (cards then show 'En el carrito'). */
export function isInCart(
  lines: readonly { productId: number; variantId: number }[],
  productId: number,
  variantId: number,
) {
  return lines.some((l) => l.productId === productId && l.variantId === variantId);
}
