import { createFileRoute } from "@tanstack/react-router";
import { AdminApp } from "../features/admin/shell/AdminApp.tsx";
import type { AdminSearch } from "../features/admin/shell/admin-search.ts";

/**
 * /admin and /admin/*: the back office, one route whose component (split off by the router plugin, with the
 * whole admin app and supabase-js behind it) picks the page from the path. One route keeps the storefront's
 * first load within its budget: each route definition costs bytes there. The search is read as it comes
 * (a type only, nothing runs here); each page validates it with zod (e.g. orders/orders-search.ts).
 *
 * The loader is the page's own (features/admin/shell/pages.ts, fetched with the admin code), keyed by the path and
 * the search: it starts the page's reads and the page shows them as they arrive. staleTime 0: a page the router
 * still holds shows at once when the admin comes back to it, and is read again.
 */
export const Route = createFileRoute("/admin/$")({
  validateSearch: (search: Record<string, unknown>) => search as AdminSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, cause }) =>
    import("../features/admin/shell/pages.ts").then((pages) => pages.loadAdminPage(params._splat, deps, cause)),
  staleTime: 0,
  component: AdminApp,
});
