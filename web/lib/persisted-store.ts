import { useSyncExternalStore } from "react";

/**
 * A tiny store persisted in localStorage and kept in step across open tabs (the `storage` event).
 * Used for the cart, the wishlist, the shop filter and the closure-notice marker: the only things the
 * browser keeps (DESIGN.md section 1).
 */
export interface PersistedStore<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
  use(): T;
}

export function persistedStore<T>(key: string, initial: T, parse: (raw: unknown) => T): PersistedStore<T> {
  const listeners = new Set<() => void>();
  let value = read();

  function read(): T {
    if (typeof localStorage === "undefined") return initial;
    try {
      const raw = localStorage.getItem(key);
      return raw === null ? initial : parse(JSON.parse(raw));
    } catch {
      return initial; // corrupt or foreign data: start clean rather than break the page
    }
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  if (typeof window !== "undefined") {
    window.addEventListener("storage", (event) => {
      if (event.key !== key) return;
      value = read();
      emit();
    });
  }

  const store: PersistedStore<T> = {
    get: () => value,
    set(next) {
      value = typeof next === "function" ? (next as (current: T) => T)(value) : next;
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // storage full or blocked (private mode): keep working in memory
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // The page rendered ahead of the browser (web/server) knows none of it: hydration starts from `initial`, as the
    // server did, and React then renders again with what this browser keeps.
    use: () => useSyncExternalStore(store.subscribe, store.get, () => initial),
  };
  return store;
}
