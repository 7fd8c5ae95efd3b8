import { lazyRouteComponent } from "@tanstack/react-router";
import { Spinner } from "./components/Spinner.tsx";
import { routeTree } from "./routeTree.gen.ts";

/**
 * The router's options, the SPA's (web/app.tsx) and the renderer's (web/server/render-page.tsx) alike: the same
 * routes, pending and error views, so the page the renderer draws is the tree the SPA hydrates.
 */
export const routerOptions = {
  routeTree,
  // Hovering or focusing a link loads the next page's code and data; what is loaded is reused for 30 s
  // when moving between pages (the route loaders of home, shop and product: docs/decisions/010).
  defaultPreload: "intent" as const,
  defaultStaleTime: 30_000,
  defaultPreloadStaleTime: 30_000,
  // A page's code or data on its way: the spinner holds the screen (.route-pending), so the footer is not seen
  // being pushed down when the page arrives (a layout shift: the order page's CLS was 0.36).
  defaultPendingComponent: () => (
    <div className="route-pending">
      <Spinner />
    </div>
  ),
  // A page whose loader or code failed: the Spanish message and 'Reintentar' (router.invalidate()). Only then
  // fetched, like every page's own error view (vite.config.ts).
  defaultErrorComponent: lazyRouteComponent(() => import("./routes/-components/RouteError.tsx"), "RouteError"),
  // Every route change starts at the top of the page (SPEC section 2).
  scrollRestoration: false,
};
