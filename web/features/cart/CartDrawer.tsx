import { lazy, Suspense, useEffect, useState } from "react";
import { useCartDrawerOpen } from "./cart-drawer-store.ts";

export { closeCartDrawer, openCartDrawer, openCartDrawerFromLink } from "./cart-drawer-store.ts";

const loadPanel = () => import("./CartDrawerPanel.tsx");
const CartDrawerPanel = lazy(loadPanel);

/**
 * The 'Mi carrito' sidebar, mounted once in the layout. Nothing but this stub is in the first load: the
 * panel (and its CSS) is fetched the first time the sidebar opens, then kept mounted.
 */
export function CartDrawer() {
  const open = useCartDrawerOpen();
  const [loaded, setLoaded] = useState(open);
  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);
  // Fetch the panel once the page is idle, so the first click opens it at once.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") return;
    const id = window.requestIdleCallback(() => void loadPanel(), { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  if (!open && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawerPanel open={open} />
    </Suspense>
  );
}
