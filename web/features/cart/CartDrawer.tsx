import { lazy, Suspense, useEffect, useState } from "react";
import { useCartDrawerOpen } from "../../lib/cart/cart-drawer-store.ts";
import { onFirstInteraction } from "../../lib/on-first-interaction.ts";

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
  // Fetch the panel at the shopper's first interaction (a scroll, a touch), so the first click on the cart most
  // likely opens it at once, while the page's load is left alone.
  useEffect(() => onFirstInteraction(() => void loadPanel()), []);
  if (!open && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawerPanel open={open} />
    </Suspense>
  );
}
