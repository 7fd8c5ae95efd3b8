// The SPA: its router and React root. web/main.tsx imports it once React DOM is evaluated, and calls start().
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { markTakenOver } from "./lib/hydrating.ts";
import { routerOptions } from "./router-options.tsx";
import "./styles/global.css";

function makeRouter() {
  return createRouter(routerOptions);
}

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}

/**
 * Mounts the SPA in #root, a step a task (docs/decisions/010): the router is built after the modules are evaluated,
 * then the first page's code is evaluated, then its data loaded, and React renders last.
 */
export async function start(root: HTMLElement) {
  await nextTask();
  const router = makeRouter();
  // The Worker sends the first view as HTML (worker/seo/first-view.ts). It stays on screen until the page's code
  // and data are ready, then React takes it over: nothing moves (no layout shift) and no spinner flashes. `served` is
  // the address it was rendered for: a redirect while loading (the shop list bringing back the stored filter) makes
  // the page another one than the markup shows.
  const served = router.history.location.href;
  if (root.hasChildNodes()) {
    await nextTask();
    await loadPageCode(router);
    await nextTask();
    await loadFirstView(router);
  }
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // A page the renderer drew with these same components (data-rendered: worker/seo/first-view.ts) is hydrated: React
  // keeps the server's nodes and only attaches to them, in slices (a transition), so no new page is laid out and
  // painted. Anything else in #root (the build's frame, when the renderer could not answer) is replaced in one go.
  const rendered = root.hasAttribute("data-rendered") && router.history.location.href === served;
  // As on the server, the root's matches are not wrapped in a Suspense boundary of the router's (its hydration mode).
  if (rendered) router.ssr = { manifest: undefined };
  startTransition(() => {
    if (rendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  // Every page loaded from now on is drawn in the browser (lib/hydrating.ts, loadingServedPage).
  markTakenOver();
  // React listens now: the buttons pressed while the code loaded are pressed again (web/first-view.js).
  document.dispatchEvent(new Event("shop:taken-over"));
}

type AppRouter = ReturnType<typeof makeRouter>;

/**
 * Evaluates the code of the first page's routes (its chunks are already fetched: worker/seo/first-view.ts). A chunk
 * that fails to load is left to router.load(), which tries again and shows the route's error if it fails too.
 */
async function loadPageCode(router: AppRouter) {
  const routes = router
    .matchRoutes(router.state.location)
    .map((m) => router.routesById[m.routeId as keyof typeof router.routesById]);
  // An unknown address matches the root alone: its 'not found' page is code of its own, loaded now too, or the
  // takeover would draw an empty page first and then move the footer down (a layout shift).
  const notFound =
    routes.length === 1 ? (routes[0]?.options.notFoundComponent as { preload?: () => Promise<void> }) : null;
  await Promise.all([...routes.map((route) => router.loadRouteChunk(route)), notFound?.preload?.()]).catch(
    () => undefined,
  );
}

/**
 * Loads the first page's data before React renders. A redirect thrown while loading (e.g. /shop bringing
 * back the stored filter) only moves the browser's history here, since nothing listens to it before the router is
 * mounted: load again until the router stands where the address bar does.
 */
async function loadFirstView(router: AppRouter) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await router.load().catch(() => undefined);
    if (router.state.location.href === router.history.location.href) return;
  }
}

/** Lets the browser handle input (and paint) between two steps of the start. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
