import { Link } from "@tanstack/react-router";
import { countLabel, ORDER_TABS, type OrderTabCounts, type OrderTabKey } from "../../../../domain/order-tabs.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { type OrdersSearch, urlSearch } from "./orders-search.ts";

interface OrdersTabsProps {
  search: OrdersSearch;
  /** The tab the filters are (undefined: a filter of the panel that no tab is). */
  active: OrderTabKey | undefined;
  counts: OrderTabCounts | undefined;
}

/**
 * The desk's daily views as tabs with their counts (domain/order-tabs.ts): plain links that keep the search and the
 * panel's filters and set the tab's own (status, fulfilment, invoice), so each is an address, Tab moves between
 * them and the browser's back goes to the previous one.
 */
export function OrdersTabs({ search, active, counts }: OrdersTabsProps) {
  const { status: _s, fulfilment: _f, invoice: _i, page: _p, ...kept } = search;
  return (
    <nav className="admin-order-tabs" aria-label="Vistas de pedidos">
      <ul>
        {ORDER_TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              to="/admin/$"
              params={{ _splat: "orders" }}
              search={urlSearch({ ...kept, ...tab.filter }) as AdminSearch}
              className="admin-order-tabs__tab"
              aria-current={tab.key === active ? "page" : undefined}
            >
              {tab.label}
              {counts && <span className="admin-order-tabs__count">{countLabel(counts[tab.key])}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
