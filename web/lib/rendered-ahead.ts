import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * Whether this render is the page rendered ahead of the browser: in the renderer Worker (web/server;
 * docs/decisions/010) and while the SPA hydrates that markup. What only the shopper's browser keeps (the cart, the
 * favourites: localStorage) is unknown there, so the pages built on it render their waiting state, never 'empty';
 * right after hydrating, React renders them again with the browser's own state.
 */
export function useRenderedAhead(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
