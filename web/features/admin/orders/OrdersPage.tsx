import { Link } from "@tanstack/react-router";
import { Suspense, useMemo, useState } from "react";
import type { AdminOrder, AdminOrderRow } from "../../../../domain/api/admin.ts";
import { isFulfilment } from "../../../../domain/order-status.ts";
import { ORDER_TABS, tabOf } from "../../../../domain/order-tabs.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { useRead } from "../shell/admin-data.ts";
import { useAdminClose, useAdminGo, useAdminSearch } from "../shell/admin-router.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { BulkBar } from "./BulkBar.tsx";
import { BulkDialog } from "./BulkDialog.tsx";
import type { BulkEvent } from "./bulk-form.ts";
import { DeskNotices } from "./DeskNotices.tsx";
import { ExportMenu } from "./ExportMenu.tsx";
import { OrderDialog } from "./OrderDialog.tsx";
import { OrdersFilters } from "./OrdersFilters.tsx";
import { OrdersTable } from "./OrdersTable.tsx";
import { OrdersTabs } from "./OrdersTabs.tsx";
import type { OrdersData } from "./orders-loader.ts";
import {
  type OrdersFilters as Filters,
  type OrdersSearch,
  ordersQuery,
  parseOpenOrder,
  parseOrdersSearch,
  parsePrintIds,
  printParam,
  urlSearch,
} from "./orders-search.ts";
import { Pager } from "./Pager.tsx";
import { Remitos } from "./Remitos.tsx";
import { WithdrawalsDesk } from "./WithdrawalsDesk.tsx";
import "./orders.css";
import "./lots.css";

/** A row as the order dialog left it: state, fulfilment and shipment as the server answered. */
function rowFrom(base: AdminOrderRow, order: AdminOrder): AdminOrderRow {
  return {
    ...base,
    status: order.status,
    statusLabel: order.statusLabel,
    refundNeeded: order.refundNeeded,
    saleAnnulled: order.saleCancelled,
    fulfilment: isFulfilment(order.fulfilment) ? order.fulfilment : null,
    fulfilmentLabel: isFulfilment(order.fulfilment) ? order.statusLabel : null,
    carrier: order.shipment?.carrier ?? order.shipping?.carrierName ?? null,
    agency: order.shipment?.agency ?? order.shipping?.agency ?? null,
    trackingNumber: order.shipment?.trackingNumber ?? null,
    reservationExpiresAt: order.reservationExpiresAt,
  };
}

/**
 * /admin/orders: the orders desk, opening on the orders (issue 41): the tabs with their counts, one search box,
 * the other filters behind 'Filtros' (chips for those chosen), the exports behind 'Exportar', what needs the owner
 * in one line. Tab, filters, search, page and the open order live in the URL; a row opens its order (?order=<id>);
 * chosen rows move together through any fulfilment step or print their remitos (?print=<ids>: Remitos.tsx, in
 * place of the desk).
 */
export function OrdersPage({ data }: { data: OrdersData }) {
  const navigate = useAdminGo();
  const raw = useAdminSearch();
  const printing = useMemo(() => parsePrintIds(raw) !== undefined, [raw]);
  const back = () => {
    const { print: _print, ...rest } = raw as AdminSearch & { print?: unknown };
    void navigate("orders", { search: rest });
  };
  if (printing && data.print) return <Remitos read={data.print} onBack={back} />;
  return <OrdersDesk data={data} />;
}

function OrdersDesk({ data }: { data: OrdersData }) {
  usePageTitle("Pedidos · Panel");
  const navigate = useAdminGo();
  const raw = useAdminSearch();
  const search = useMemo(() => parseOrdersSearch(raw), [raw]);
  const open = useMemo(() => parseOpenOrder(raw), [raw]);
  const close = useAdminClose();
  const key = ordersQuery(search);
  const list = useRead(data.list);
  const counts = useRead(data.counts);
  const tab = tabOf(search);
  const tabKeys = tab ? Object.keys(ORDER_TABS.find((t) => t.key === tab)!.filter) : [];
  const [withdrawals, setWithdrawals] = useState(0);
  // Rows changed in a dialog, shown at once without reloading the page (cleared by the next load).
  const [changed, setChanged] = useState<{ key: string; rows: Record<number, AdminOrderRow> }>({ key, rows: {} });
  // Orders chosen for a bulk move: on this page of this list only.
  const [chosen, setChosen] = useState<{ key: string; ids: ReadonlySet<number> }>({ key, ids: new Set() });
  // The bulk dialog, with the rows chosen when it opened.
  const [bulk, setBulk] = useState<{ event: BulkEvent; rows: AdminOrderRow[] } | undefined>();

  // urlSearch: 'q=1005' stays q=1005 in the address (not q=%221005%22).
  const go = (next: OrdersSearch) => void navigate("orders", { search: urlSearch(next) as AdminSearch });
  const onOpen = (row: AdminOrderRow) =>
    void navigate("orders", { search: { ...(urlSearch(search) as AdminSearch), order: row.id }, open: true });
  const onApply = (filters: Filters) => go(filters);
  const patch = (next: AdminOrderRow[]) =>
    setChanged((c) => ({
      key,
      rows: { ...(c.key === key ? c.rows : {}), ...Object.fromEntries(next.map((r) => [r.id, r])) },
    }));
  const onChanged = (order: AdminOrder) => {
    // An order opened by a link may not be on this page: nothing to show changed then.
    const row = rows.find((r) => r.id === order.id);
    if (row) patch([rowFrom(row, order)]);
  };

  const patches = changed.key === key ? changed.rows : {};
  const rows = (list.data?.items ?? []).map((r) => patches[r.id] ?? r);
  const page = list.data?.page ?? search.page ?? 1;
  const chosenIds: ReadonlySet<number> = chosen.key === key ? chosen.ids : new Set();
  const chosenRows = rows.filter((r) => chosenIds.has(r.id));
  const choose = (ids: readonly number[], on: boolean) => {
    const next = new Set(chosenIds);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setChosen({ key, ids: next });
  };

  return (
    <div className="admin-page admin-desk">
      <h1 className="admin-page__title">Pedidos</h1>
      <Suspense fallback={null}>
        <DeskNotices
          invoicing={data.invoicing}
          withdrawals={withdrawals}
          filtered={search.invoice === "missing"}
          onShowMissing={() => go({ invoice: "missing" })}
        />
      </Suspense>
      <OrdersTabs search={search} active={tab} counts={counts.data} />
      <OrdersFilters value={search} onApply={onApply} tabKeys={tabKeys}>
        <ExportMenu search={search} />
        <Link className="btn btn--primary" to="/admin/$" params={{ _splat: "new-order" }}>
          Nuevo pedido
        </Link>
      </OrdersFilters>
      {!list.data ? (
        <InlineError message={list.error ?? ""} onRetry={list.retry} />
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
          {list.error && <InlineError message={list.error} onRetry={list.retry} compact />}
          {chosenRows.length > 0 && (
            <BulkBar
              rows={chosenRows}
              onMove={(event) => setBulk({ event, rows: chosenRows })}
              onClear={() => setChosen({ key, ids: new Set() })}
              onPrint={() =>
                void navigate("orders", {
                  search: {
                    ...(urlSearch(search) as AdminSearch),
                    print: printParam(chosenRows.map((r) => r.id)),
                  } as AdminSearch,
                  open: true,
                })
              }
            />
          )}
          <OrdersTable rows={rows} onOpen={onOpen} busy={list.loading} chosen={chosenIds} onChoose={choose} />
          <Pager
            page={page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            shown={rows.length}
            more={list.data.more}
            onPage={(p) => go({ ...search, page: p })}
          />
        </>
      )}
      <WithdrawalsDesk onPending={setWithdrawals} />
      <OrderDialog
        id={open}
        order={data.order}
        receipt={data.receipt}
        row={open === undefined ? undefined : rows.find((r) => r.id === open)}
        onClose={close}
        onChanged={onChanged}
      />
      <BulkDialog
        event={bulk?.event}
        rows={bulk?.rows ?? []}
        onClose={() => setBulk(undefined)}
        onMoved={(moved) => {
          patch(moved);
          // What moved is done; what was refused stays chosen, to fix and try again.
          const left = new Set(chosenIds);
          for (const r of moved) left.delete(r.id);
          setChosen({ key, ids: left });
        }}
      />
    </div>
  );
}
