import { clearCartNotices } from "../../lib/cart/cart-check.ts";
import { cartStore } from "../../lib/cart/cart-store.ts";
import { couponStore } from "../../lib/cart/coupon-store.ts";

// The cart is kept while the shopper pays at Mercado Pago (a failed payment returns to it). Once the
// server says the order exists for good — approved, or pending with its stock held — the cart is done.

const CLEARED_KEY = "shop.checkout.cleared.v1";

function clearedOrders(): string[] {
  try {
    const raw = JSON.parse(sessionStorage.getItem(CLEARED_KEY) ?? "[]") as unknown;
    return Array.isArray(raw) ? raw.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Empties the cart for a paid (or pending) order, once per order in this tab: coming back to the same
 * result page later, after filling a new cart, leaves that new cart alone.
 */
export function clearCartForOrder(orderId: string | number): void {
  const id = String(orderId);
  const done = clearedOrders();
  if (done.includes(id)) return;
  cartStore.set([]);
  couponStore.set({ applied: null, notice: null });
  clearCartNotices();
  try {
    sessionStorage.setItem(CLEARED_KEY, JSON.stringify([...done, id].slice(-20)));
  } catch {
    // storage blocked: the cart is cleared anyway
  }
}
