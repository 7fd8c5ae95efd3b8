import { useEffect, useState, useSyncExternalStore } from "react";
import type { CartCheckAnswer } from "../../../domain/api/cart.ts";
import type { CartLine } from "../../../domain/cart.ts";
import { accountAuthorization } from "../account/stored-session.ts";
import { setCartTerms } from "../wholesale/cart-terms.ts";
import { cartStore } from "./cart-store.ts";
import { type Reconciled, reconcileCart } from "./reconcile.ts";

// Re-checking the cart against the server whenever it is shown (sidebar, cart page, checkout):
// POST /api/cart/check gives today's price and stock of each line; reconcileCart applies them and
// says what changed. The sentences live in a small in-memory store so a notice seen in the sidebar is
// still there on the cart page, until the shopper dismisses it.

let notices: readonly string[] = [];
const listeners = new Set<() => void>();

function setNotices(next: readonly string[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

/** Adds sentences for the shopper (no duplicates). */
export function addCartNotices(more: readonly string[]): void {
  const fresh = more.filter((n) => !notices.includes(n));
  if (fresh.length > 0) setNotices([...notices, ...fresh]);
}

export function clearCartNotices(): void {
  if (notices.length > 0) setNotices([]);
}

export function useCartNotices(): readonly string[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notices,
    () => notices,
  );
}

/** Asks the server about the lines; undefined when it cannot answer (the order is checked again anyway). */
export async function fetchCartCheck(lines: readonly CartLine[]): Promise<CartCheckAnswer | undefined> {
  try {
    // Signed in: the server prices the cart for the viewer (a business buyer's list, issue 44); supabase-js is
    // loaded only then (accountAuthorization).
    const res = await fetch("/api/cart/check", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...(await accountAuthorization()) },
      body: JSON.stringify({
        items: lines.map((l) => ({
          productId: l.productId,
          variantId: l.variantId,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
        })),
      }),
    });
    if (!res.ok) return undefined;
    const body = (await res.json()) as Partial<CartCheckAnswer>;
    if (!Array.isArray(body.items)) return undefined;
    if (body.wholesale) {
      setCartTerms(body.items);
      addCartNotices(body.items.flatMap((i) => (i.wholesale?.problem ? [i.wholesale.problem] : [])));
    }
    return body as CartCheckAnswer;
  } catch {
    return undefined;
  }
}

/** Writes a reconciliation into the cart (only when something changed) and shows its sentences. */
export function applyReconciled(compute: (lines: readonly CartLine[]) => Reconciled): readonly string[] {
  const result = compute(cartStore.get());
  if (JSON.stringify(result.lines) !== JSON.stringify(cartStore.get())) cartStore.set(result.lines);
  addCartNotices(result.notices);
  return result.notices;
}

/** Checks the cart once now; resolves with the server's answer when the cart reflects it. */
export async function recheckCart(): Promise<CartCheckAnswer | undefined> {
  const lines = cartStore.get();
  if (lines.length === 0) return;
  const answer = await fetchCartCheck(lines);
  if (answer) applyReconciled((current) => reconcileCart(current, answer.items));
  return answer;
}

/**
 * Re-checks the cart each time `active` becomes true (a page mounting, the sidebar opening).
 * Returns whether a check is under way.
 */
export function useCartCheck(active = true): boolean {
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    if (!active || cartStore.get().length === 0) return;
    let live = true;
    setChecking(true);
    void recheckCart().finally(() => {
      if (live) setChecking(false);
    });
    return () => {
      live = false;
    };
  }, [active]);
  return checking;
}
