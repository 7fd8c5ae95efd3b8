import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Spinner } from "./components/Spinner.tsx";
import { routeTree } from "./routeTree.gen.ts";
import "./styles/global.css";

const router = createRouter({
  routeTree,
  // Hovering or focusing a link loads the next page's code and data; what is loaded is reused for 30 s
  // when moving between pages (the route loaders of home, shop and product: docs/decisions/010).
  defaultPreload: "intent",
  defaultStaleTime: 30_000,
  defaultPreloadStaleTime: 30_000,
  defaultPendingComponent: () => <Spinner />,
  // Every route change starts at the top of the page (SPEC section 2).
  scrollRestoration: false,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById("root");
if (root) {
  // The Worker sends the first view as HTML (worker/seo/first-view.ts). It stays on screen until the page's code
  // and data are ready, then React replaces it in one go: nothing moves (no layout shift) and no spinner flashes.
  const ready = root.hasChildNodes() ? router.load().catch(() => undefined) : Promise.resolve();
  void ready.then(() => {
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}
