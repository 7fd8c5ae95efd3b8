import { useSyncExternalStore } from "react";
import { notify } from "./toast.ts";
import { type WishlistItem, type WishlistProduct, wishlistStore } from "./wishlist-store.ts";

// What the hearts and the /wishlist page do with the favourites (SPEC section 4, Wishlist): the store itself is
// wishlist-store.ts.

export const WISHLIST_MESSAGES = {
  added: "Producto añadido a favoritos.",
  removed: "Producto eliminado de favoritos.",
} as const;

function firstImage(value: unknown): string | null {
  return Array.isArray(value) && typeof value[0] === "string" ? value[0] : null;
}

export function toWishlistItem(product: WishlistProduct): WishlistItem {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    image: product.image ?? firstImage(product.thumbImages) ?? firstImage(product.images),
    price: product.price,
    finalPrice: product.finalPrice,
    categoryTitle: product.categoryTitle ?? null,
  };
}

export function isInWishlist(items: readonly WishlistItem[], productId: number): boolean {
  return items.some((item) => item.id === productId);
}

/** Adds the product, or removes it when it is already a favourite; says which with a toast. */
export function toggleWishlist(product: WishlistProduct): boolean {
  const present = isInWishlist(wishlistStore.get(), product.id);
  if (present) {
    wishlistStore.set((items) => items.filter((item) => item.id !== product.id));
    notify("success", WISHLIST_MESSAGES.removed);
  } else {
    wishlistStore.set((items) => [...items, toWishlistItem(product)]);
    notify("success", WISHLIST_MESSAGES.added);
  }
  return !present;
}

export function removeFromWishlist(productId: number): void {
  if (!isInWishlist(wishlistStore.get(), productId)) return;
  wishlistStore.set((items) => items.filter((item) => item.id !== productId));
  notify("success", WISHLIST_MESSAGES.removed);
}

export function useIsInWishlist(productId: number): boolean {
  return useSyncExternalStore(
    wishlistStore.subscribe,
    () => isInWishlist(wishlistStore.get(), productId),
    () => false,
  );
}
