import { Link } from "@tanstack/react-router";
import type { Dashboard } from "../../../../domain/api/admin.ts";
import { FULFILMENT_FILTERS, ORDER_STATUS_LABELS } from "../../../../domain/order-status.ts";
import type { AdminSearch } from "../shell/admin-search.ts";

/** Orders under way: to prepare, waiting at the counter, on their way, and Mercado Pago payments in progress. */
export function FulfilmentCards({ counts }: { counts: Dashboard["fulfilment"] }) {
  const cards: { key: string; label: string; count: number; search: AdminSearch }[] = [
    {
      key: "to_prepare",
      label: FULFILMENT_FILTERS.to_prepare,
      count: counts.toPrepare,
      search: { fulfilment: "to_prepare" },
    },
    { key: "ready", label: FULFILMENT_FILTERS.ready, count: counts.ready, search: { fulfilment: "ready" } },
    { key: "shipped", label: FULFILMENT_FILTERS.shipped, count: counts.shipped, search: { fulfilment: "shipped" } },
    { key: "paying", label: ORDER_STATUS_LABELS.mercado, count: counts.paying, search: { status: "mercado" } },
  ];
  return (
    <section aria-labelledby="panel-curso">
      <h2 id="panel-curso" className="visually-hidden">
        Pedidos en curso
      </h2>
      <ul className="admin-flow">
        {cards.map((c) => (
          <li key={c.key}>
            <Link
              className={
                c.key === "to_prepare" && c.count > 0 ? "admin-flow__card admin-flow__card--todo" : "admin-flow__card"
              }
              to="/admin/$"
              params={{ _splat: "orders" }}
              search={c.search}
            >
              <span className="admin-flow__label">{c.label}:</span>{" "}
              <strong className="admin-flow__count">{c.count}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
