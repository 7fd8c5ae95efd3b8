import { createFileRoute } from "@tanstack/react-router";
import { AdminApp } from "../features/admin/shell/AdminApp.tsx";
import type { AdminSearch } from "../features/admin/shell/admin-search.ts";

/**
 * /admin and /admin/*: the back office, one route whose component (split off by the router plugin, with the
 * whole admin app and supabase-js behind it) picks the page from the path. One route keeps the storefront's
 * first load within its budget: each route definition costs bytes there. The search is read as it comes
 * (a type only, nothing runs here); the orders page validates it with zod (orders/orders-search.ts).
 */
export const Route = createFileRoute("/admin/$")({
  validateSearch: (search: Record<string, unknown>) => search as AdminSearch,
  component: AdminApp,
});
