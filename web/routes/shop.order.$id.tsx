import { createFileRoute } from "@tanstack/react-router";
import { OrderPage } from "../features/orders/OrderPage.tsx";

/**
 * /shop/order/{id}?token=…: the customer's view of an order, reachable only with its secret link. The loader starts
 * the look-up (the token exactly as the raw query string carries it: lib/raw-param.ts) and the page shows its
 * spinner until it answers.
 */
export const Route = createFileRoute("/shop/order/$id")({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === "string" || typeof search.token === "number" ? { token: String(search.token) } : {},
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ params, location }) => ({
    lookup: import("../features/orders/fetch-order.ts").then((m) => m.fetchOrder(params.id, location.searchStr)),
  }),
  component: OrderPage,
});
