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
