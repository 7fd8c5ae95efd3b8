import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { StoreLayout } from "./routes/__root.tsx";

/** The page's place inside <main>, left empty in the fallback frame (worker/seo/first-view.ts injectFrame). */
export const SLOT = "<!--first-view-->";

/**
 * The storefront's header, safety strip and footer as HTML, rendered once at build time (vite.config.ts) with the
 * real components: what a page paints before its code when the renderer Worker cannot draw it (docs/decisions/010).
 */
export async function renderLayout(): Promise<string> {
  const rootRoute = createRootRoute({
    component: () => (
      <StoreLayout>
        <Outlet />
      </StoreLayout>
    ),
  });
  const slot = createRoute({
    getParentRoute: () => rootRoute,
    path: "/__first-view",
    component: () => <i data-slot="" />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([slot]),
    history: createMemoryHistory({ initialEntries: ["/__first-view"] }),
    isServer: true,
  });
  await router.load();
  const html = renderToString(<RouterProvider router={router} />);
  if (!html.includes('<i data-slot=""></i>')) throw new Error("prerender-layout: the page slot is missing");
  // Comments React leaves between text parts and router-internal scripts are not needed in static markup.
  return html
    .replace('<i data-slot=""></i>', SLOT)
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "");
}
