import { useSyncExternalStore } from "react";
import { persistedStore } from "./persisted-store.ts";
import { notify } from "./toast.ts";

// Favourites (SPEC section 4, Wishlist): adding a product already there removes it. Kept in this
// browser only, shared by its tabs. A snapshot of what the card showed; the /wishlist page asks the
// server for today's sizes, prices and stock before anything goes into the cart.

export interface WishlistItem {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  /** List price and price after discount when the product was added (whole pesos). */
  price: number;
  finalPrice: number;
  categoryTitle: string | null;
}

/** What a product card or product page can pass: the API's product, as it is. */
export interface WishlistProduct {
  id: number;
  slug: string;
  name: string;
  price: number;
  finalPrice: number;
  categoryTitle?: string | null;
  image?: string | null;
  thumbImages?: unknown;
  images?: unknown;
}

export const WISHLIST_MESSAGES = {
  added: "Producto añadido a favoritos.",
  removed: "Producto eliminado de favoritos.",
} as const;

function parseWishlist(raw: unknown): WishlistItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (item): item is WishlistItem =>
      typeof item === "object" &&
      item !== null &&
      Number.isInteger(item.id) &&
      typeof item.slug === "string" &&
      typeof item.name === "string" &&
      Number.isFinite(item.price) &&
      Number.isFinite(item.finalPrice),
  );
}

export const wishlistStore = persistedStore<WishlistItem[]>("shop.wishlist.v1", [], parseWishlist);

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

export function useWishlistCount(): number {
  return useSyncExternalStore(
    wishlistStore.subscribe,
    () => wishlistStore.get().length,
    () => 0,
  );
}

export function useIsInWishlist(productId: number): boolean {
  return useSyncExternalStore(
    wishlistStore.subscribe,
    () => isInWishlist(wishlistStore.get(), productId),
    () => false,
  );
}
