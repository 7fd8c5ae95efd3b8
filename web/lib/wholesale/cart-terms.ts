import { useSyncExternalStore } from "react";
import type { CheckedItem, CheckedWholesale } from "../../../domain/api/cart.ts";

// What the last cart check told a wholesale buyer about each size (issue 44): the minimum, the multiple and the
// refusal of the line's quantity, so the cart's stepper jumps by allowed quantities and says why beside the line.

let terms = new Map<number, CheckedWholesale>();
const listeners = new Set<() => void>();

export function setCartTerms(items: readonly CheckedItem[]): void {
  terms = new Map(items.flatMap((i) => (i.wholesale ? [[i.variantId, i.wholesale] as const] : [])));
  for (const listener of listeners) listener();
}

export function cartTermsOf(variantId: number): CheckedWholesale | undefined {
  return terms.get(variantId);
}

export function useCartTerms(variantId: number): CheckedWholesale | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => terms.get(variantId),
    () => undefined,
  );
}
