import { type MouseEvent, useSyncExternalStore } from "react";

// Whether the 'Mi carrito' sidebar is open. A tiny module store so the header (shell) can open it
// without importing the drawer itself, which is loaded only when first opened.

let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export function openCartDrawer(): void {
  setOpen(true);
}

export function closeCartDrawer(): void {
  setOpen(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartDrawerOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

/**
 * onClick for the header's cart link (href /shop/cart): a plain click opens the sidebar instead;
 * a modified click (new tab, new window) still follows the link.
 */
export function openCartDrawerFromLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  openCartDrawer();
}
