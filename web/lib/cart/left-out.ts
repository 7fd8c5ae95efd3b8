import { useSyncExternalStore } from "react";
import type { LeftOut } from "./refill.ts";

// The lines refillCart left out for lack of stock ('Repetir pedido', a restored cart: issue 43), kept in memory so
// the cart page can offer 'Avisarme' beside its notice (web/components/CartLeftOut.tsx). A size gone is only named
// by its notice: there is nothing to wait for.

let items: readonly LeftOut[] = [];
const listeners = new Set<() => void>();

/** Remembers the lines without stock (the ones with a product page), replacing the earlier ones. */
export function setLeftOut(next: readonly LeftOut[]): void {
  items = next.filter((item) => item.reason === "out_of_stock" && item.slug);
  for (const listener of listeners) listener();
}

export function useLeftOut(): readonly LeftOut[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
    () => items,
  );
}
