import { useMemo, useState } from "react";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { useRemote } from "../../../lib/use-remote.ts";
import { useAdminGo, useAdminSearch } from "../shell/admin-router.ts";
import { ExportButton } from "./ExportButton.tsx";
import { OrderDialog } from "./OrderDialog.tsx";
import { OrdersFilters } from "./OrdersFilters.tsx";
import { OrdersTable } from "./OrdersTable.tsx";
import { fetchOrders } from "./orders-api.ts";
import { type OrdersFilters as Filters, type OrdersSearch, ordersQuery, parseOrdersSearch } from "./orders-search.ts";
import { Pager } from "./Pager.tsx";
import type { AdminOrder, AdminOrderRow } from "./types.ts";
import "./orders.css";

/** /admin/orders: the orders desk. Filters, search and page live in the URL; a row opens its order. */
export function OrdersPage() {
  usePageTitle("Pedidos · Panel");
  const navigate = useAdminGo();
  const raw = useAdminSearch();
  const search = useMemo(() => parseOrdersSearch(raw), [raw]);
  const key = ordersQuery(search);
  const list = useRemote(key, (signal) => fetchOrders(search, signal));
  // Rows changed in the modal, shown at once without reloading the page (cleared by the next load).
  const [changed, setChanged] = useState<{ key: string; rows: Record<number, AdminOrderRow> }>({ key, rows: {} });
  const [open, setOpen] = useState<AdminOrderRow | undefined>();

  const go = (next: OrdersSearch) => void navigate("orders", { search: next });
  const onApply = (filters: Filters) => go(filters);
  const onChanged = (order: AdminOrder) => {
    const base = open && open.id === order.id ? open : undefined;
    if (!base) return;
    const row: AdminOrderRow = {
      ...base,
      status: order.status,
      statusLabel: order.statusLabel,
      refundNeeded: order.refundNeeded,
    };
    setChanged((c) => ({ key, rows: { ...(c.key === key ? c.rows : {}), [row.id]: row } }));
  };

  const patches = changed.key === key ? changed.rows : {};
  const rows = (list.data?.items ?? []).map((r) => patches[r.id] ?? r);
  const page = list.data?.page ?? search.page ?? 1;

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Pedidos</h1>
          <p className="admin-page__lead">
            Del más reciente al más antiguo. Haga clic en un pedido para verlo o cambiar su estado.
          </p>
        </div>
        <ExportButton search={search} />
      </div>
      <OrdersFilters value={search} onApply={onApply} />
      {list.status === "error" && !list.data ? (
        <InlineError message={list.error} onRetry={list.retry} />
      ) : !list.data ? (
        <div className="admin-card">
          <Spinner label="Cargando pedidos..." />
        </div>
      ) : rows.length === 0 ? (
        <div className="admin-card admin-empty">
          <p className="admin-empty__title">No hay pedidos.</p>
          <p>
            {key
              ? "Ningún pedido coincide con la búsqueda o los filtros."
              : "Cuando un cliente compre, su pedido aparecerá aquí."}
          </p>
        </div>
      ) : (
        <>
          {list.status === "error" && <InlineError message={list.error} onRetry={list.retry} compact />}
          <OrdersTable rows={rows} onOpen={setOpen} busy={list.status === "loading"} />
          <Pager
            page={page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(p) => go({ ...search, page: p })}
          />
        </>
      )}
      <OrderDialog row={open} onClose={() => setOpen(undefined)} onChanged={onChanged} />
    </div>
  );
}
