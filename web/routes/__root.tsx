import { createRootRoute, lazyRouteComponent, Outlet, useRouterState } from "@tanstack/react-router";
import { type ReactNode, type RefObject, useRef } from "react";
import { CartDrawer } from "../features/cart/CartDrawer.tsx";
import { DeferredToaster } from "../features/layout/DeferredToaster.tsx";
import { Footer } from "../features/layout/Footer.tsx";
import { Header } from "../features/layout/Header.tsx";
import { OilsWarning } from "../features/layout/OilsWarning.tsx";
import { useRouteChangeFocus } from "../features/layout/use-route-change-focus.ts";

export const Route = createRootRoute({
  component: RootLayout,
  // Only for unknown addresses: kept off the first load.
  notFoundComponent: lazyRouteComponent(() => import("../features/layout/NotFound.tsx"), "NotFound"),
});

function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteChangeFocus(mainRef);
  // The back office has its own shell (web/features/admin): no shop header, footer or cart there.
  const admin = useRouterState({ select: (s) => s.location.pathname.startsWith("/admin") });
  if (admin) {
    return (
      <>
        <Outlet />
        <DeferredToaster />
      </>
    );
  }
  return (
    <>
      <StoreLayout mainRef={mainRef}>
        <Outlet />
      </StoreLayout>
      <CartDrawer />
      <DeferredToaster />
    </>
  );
}

/** The storefront's frame. Also rendered to HTML at build time for the fallback first view (web/prerender-layout.tsx). */
export function StoreLayout({ children, mainRef }: { children: ReactNode; mainRef?: RefObject<HTMLElement | null> }) {
  return (
    <>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <Header />
      <OilsWarning />
      <main id="contenido" ref={mainRef} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
