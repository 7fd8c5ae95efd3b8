import { useEffect } from "react";
import { cartStore } from "../../lib/cart/cart-store.ts";

// Checkout keeps its cart server-side (issue 43, decision 034): once the e-mail is valid, and again whenever the
// cart or the e-mail changes (debounced), unless 'No quiero recordatorios' is ticked. Failures are silent: keeping
// the cart never stands in the way of the order.

const KEY_STORAGE = "shop.kept-cart-key.v1";
/** How long the e-mail and the cart must rest before they are sent. */
export const KEPT_CART_DEBOUNCE_MS = 1500;

/** This browser's random cart key (32 bytes, base64url), made once and kept in localStorage. */
export function keptCartKey(): string {
  try {
    const stored = localStorage.getItem(KEY_STORAGE);
    if (stored && /^[A-Za-z0-9_-]{22,64}$/.test(stored)) return stored;
  } catch {
    // Storage blocked: a key for this page only.
  }
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const key = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  try {
    localStorage.setItem(KEY_STORAGE, key);
  } catch {
    // As above.
  }
  return key;
}

const send = (path: string, method: "PUT" | "POST", body: unknown) =>
  fetch(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).catch(
    () => undefined,
  );

/** Keeps the cart for `email` (a valid address or null) while `optedOut` is false; opting out tells the server once. */
export function useKeptCart(email: string | null, optedOut: boolean): void {
  const lines = cartStore.use();
  useEffect(() => {
    if (!email || lines.length === 0) return;
    const cartKey = keptCartKey();
    if (optedOut) {
      void send("/api/kept-carts/opt-out", "POST", { cartKey, email });
      return;
    }
    const timer = setTimeout(() => {
      void send("/api/kept-carts", "PUT", {
        cartKey,
        email,
        consent: "recordatorio-carrito-1",
        lines: lines.slice(0, 100).map((l) => ({
          productId: l.productId,
          variantId: l.variantId,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
        })),
      });
    }, KEPT_CART_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [email, lines, optedOut]);
}
