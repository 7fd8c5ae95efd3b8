import { addToCart } from "../../../domain/cart.ts";
import { cartStore } from "../cart/cart-store.ts";
import { notify } from "../cart/notify.ts";
import { firstImage } from "./wishlist-store.ts";

/** A product as GET /api/products/:slug gives it, the parts the wishlist page uses. */
export interface WishlistProductDetail {
  id: number;
  slug: string;
  name: string;
  unit: string;
  quantity: number;
  categoryTitle: string | null;
  thumbImages?: unknown;
  images?: unknown;
  variants: { id: number; size: number; price: number; finalPrice: number }[];
}

export async function fetchProductDetail(slug: string): Promise<WishlistProductDetail | null | undefined> {
  const res = await fetch(`/api/products/${encodeURIComponent(slug)}`, { headers: { accept: "application/json" } });
  if (res.status === 404) return null; // no longer sold
  if (!res.ok) return undefined;
  const body = (await res.json()) as { product?: WishlistProductDetail };
  return body.product ?? undefined;
}

function newCartId(): string {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

/** Puts one unit of the chosen size in the cart, with today's price and stock. */
export function addVariantToCart(product: WishlistProductDetail, variantId: number): boolean {
  const variant = product.variants.find((v) => v.id === variantId);
  if (!variant) return false;
  const result = addToCart(
    cartStore.get(),
    {
      productId: product.id,
      variantId: variant.id,
      slug: product.slug,
      name: product.name,
      image: firstImage(product.thumbImages) ?? firstImage(product.images),
      categoryTitle: product.categoryTitle,
      unit: product.unit,
      size: variant.size,
      unitPrice: variant.finalPrice,
      stock: product.quantity,
    },
    1,
    newCartId,
  );
  if (!result.ok) {
    notify("error", "No hay stock suficiente.");
    return false;
  }
  cartStore.set(result.lines);
  notify("success", "Producto añadido al carrito");
  return true;
}
