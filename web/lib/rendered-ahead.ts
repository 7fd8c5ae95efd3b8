import { startTransition, useEffect, useState } from "react";
import { useHydrating } from "./hydrating.ts";

/**
 * Whether this render is the page rendered ahead of the browser: in the renderer Worker (web/server;
 * docs/decisions/010) and while the SPA hydrates that markup. What only the shopper's browser keeps (the cart, the
 * favourites: localStorage) is unknown there, so the pages built on it render their waiting state, never 'empty'.
 * Right after hydrating they render again with the browser's own state, in a transition: in slices, so a long form
 * (the checkout) does not hold the main thread in one task. A page the SPA draws itself knows it from the start.
 */
export function useRenderedAhead(): boolean {
  const [ahead, setAhead] = useState(useHydrating());
  useEffect(() => {
    if (ahead) startTransition(() => setAhead(false));
  }, [ahead]);
  return ahead;
}
