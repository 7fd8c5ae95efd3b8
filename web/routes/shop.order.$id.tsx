import { createFileRoute } from "@tanstack/react-router";
import { OrderPage } from "../features/orders/OrderPage.tsx";

/** /shop/order/{id}?token=…: the customer's view of an order, reachable only with its secret link. */
export const Route = createFileRoute("/shop/order/$id")({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === "string" || typeof search.token === "number" ? { token: String(search.token) } : {},
  component: OrderRoute,
});

function OrderRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  return <OrderPage id={id} token={rawToken() ?? search.token} />;
}

/**
 * The token exactly as the link carries it. The router parses search values as JSON, which would turn
 * an all-digit token into a number; the raw query string cannot be misread.
 */
function rawToken(): string | undefined {
  const raw = new URLSearchParams(window.location.search).get("token");
  if (!raw) return undefined;
  return raw.length > 1 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
}
