import { decreaseLine, increaseLine, removeLine, unitLimitMessage } from "../../../domain/cart.ts";
import { cartStore } from "../../lib/cart/cart-store.ts";
import { notify } from "../../lib/toast.ts";

// What the cart's buttons do (SPEC section 4): the rules are domain/cart.ts, the toasts are here.

export const CART_MESSAGES = {
  removed: "Producto eliminado del carrito.",
  emptied: "El carrito fue vaciado.",
  noStock: "No hay stock suficiente.",
} as const;

/** Adds one unit; refused (with a toast) when the product's stock, or its 99 units, are already all in the cart. */
export function increaseQuantity(cartId: string): boolean {
  const lines = cartStore.get();
  const result = increaseLine(lines, cartId);
  if (!result.ok) {
    const name = lines.find((l) => l.cartId === cartId)?.name ?? "Este producto";
    notify("error", result.reason === "limit" ? unitLimitMessage(name) : CART_MESSAGES.noStock);
    return false;
  }
  cartStore.set(result.lines);
  return true;
}

/** Takes one unit away; refused below 1 (the button is disabled there). */
export function decreaseQuantity(cartId: string): boolean {
  const result = decreaseLine(cartStore.get(), cartId);
  if (result.ok) cartStore.set(result.lines);
  return result.ok;
}

export function removeFromCart(cartId: string): void {
  cartStore.set((lines) => removeLine(lines, cartId));
  notify("success", CART_MESSAGES.removed);
}

/** 'Vaciar carrito'. */
export function emptyCart(): void {
  cartStore.set([]);
  notify("success", CART_MESSAGES.emptied);
}
