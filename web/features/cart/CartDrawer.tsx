import { lazy, Suspense, useEffect, useState } from "react";
import { useCartDrawerOpen } from "./cart-drawer-store.ts";

export { closeCartDrawer, openCartDrawer, openCartDrawerFromLink } from "./cart-drawer-store.ts";

const CartDrawerPanel = lazy(() => import("./CartDrawerPanel.tsx"));

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
  if (!open && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawerPanel open={open} />
    </Suspense>
  );
}
