import { useSyncExternalStore } from "react";
import { persistedStore } from "./persisted-store.ts";

// Favourites (SPEC section 4, Wishlist): adding a product already there removes it. Kept in this
// browser only, shared by its tabs. A snapshot of what the card showed; the /wishlist page asks the
// server for today's sizes, prices and stock before anything goes into the cart.
// The store and its count are here (the header's badge, on every first load); adding and removing, with their
// toasts, are wishlist-actions.ts, loaded with the product cards and pages.

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

export function useWishlistCount(): number {
  return useSyncExternalStore(
    wishlistStore.subscribe,
    () => wishlistStore.get().length,
    () => 0,
  );
}
