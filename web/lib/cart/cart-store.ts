import { type CartLine, cartCount, cartTotal, parseCartLines } from "../../../domain/cart-lines.ts";
import { persistedStore } from "../persisted-store.ts";

/** The cart, persisted in this browser and shared by every open tab. */
export const cartStore = persistedStore<CartLine[]>("shop.cart.v1", [], parseCartLines);

/** Item count and preview total for the header badge. */
export function useCartSummary(): { count: number; total: number } {
  const lines = cartStore.use();
  return { count: cartCount(lines), total: cartTotal(lines) };
}
