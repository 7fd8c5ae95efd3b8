import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * Whether the visitor asked for less motion (WCAG 2.2.2, 2.3.3), followed live. While React takes over the
 * server's HTML it answers what the server rendered (no wish: the renderer cannot know it), then the browser's
 * answer: read in the first render instead, a visitor who asked for less motion got different markup than the
 * server's (the sliders' pause buttons) and React threw the page's first view away (error #418, found by the browser
 * tests once they asked for less motion: issue 39, decision 028 session 21).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
