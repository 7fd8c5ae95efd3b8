import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * True on the server (the renderer Worker, web/server) and while this component hydrates the server's markup in the
 * browser; false in every other render. (React reads a store's server snapshot exactly then.)
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}

let takenOver = false;

/** Called by web/app.tsx once React has been handed the first page: every page after it is drawn in the browser. */
export function markTakenOver(): void {
  takenOver = true;
}

/**
 * True while the browser loads the page the renderer drew, before React takes it over: a loader can leave out what
 * only a page drawn in the browser needs (the owner's pages keep the server's text: lib/kept-markup.ts).
 */
export function loadingServedPage(): boolean {
  return (
    !takenOver && typeof document !== "undefined" && !!document.getElementById("root")?.hasAttribute("data-rendered")
  );
}
