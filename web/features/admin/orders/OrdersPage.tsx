import { Suspense, useMemo, useState } from "react";
import type { AdminOrder, AdminOrderRow } from "../../../../domain/api/admin.ts";
import { isFulfilment } from "../../../../domain/order-status.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { useRead } from "../shell/admin-data.ts";
import { useAdminClose, useAdminGo, useAdminSearch } from "../shell/admin-router.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { BulkBar } from "./BulkBar.tsx";
import { BulkDialog } from "./BulkDialog.tsx";
import type { BulkEvent } from "./bulk-form.ts";
import { ExportButton } from "./ExportButton.tsx";
import { InvoicesExport } from "./InvoicesExport.tsx";
import { InvoicingNotice } from "./InvoicingNotice.tsx";
import { OrderDialog } from "./OrderDialog.tsx";
import { OrdersFilters } from "./OrdersFilters.tsx";
import { OrdersTable } from "./OrdersTable.tsx";
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
    carrier: order.shipment?.carrier ?? null,
    trackingNumber: order.shipment?.trackingNumber ?? null,
    reservationExpiresAt: order.reservationExpiresAt,
  };
}

/**
 * /admin/orders: the orders desk. Filters, search, page and the open order live in the URL; a row opens its
 * order (?order=<id>); chosen rows move together ('Marcar en preparación', 'Marcar enviados') or print their
 * remitos (?print=<ids>: Remitos.tsx, in place of the desk).
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
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Pedidos</h1>
          <p className="admin-page__lead">
            Del más reciente al más antiguo. Haga clic en un pedido para verlo o cambiar su estado.
          </p>
        </div>
        <div className="admin-page__actions">
          <ExportButton search={search} what="orders" />
          <ExportButton search={search} what="items" />
          <InvoicesExport />
        </div>
      </div>
      <Suspense fallback={null}>
        <InvoicingNotice
          read={data.invoicing}
          filtered={search.invoice === "missing"}
          onShowMissing={() => go({ invoice: "missing" })}
        />
      </Suspense>
      <WithdrawalsDesk />
      <OrdersFilters value={search} onApply={onApply} />
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
          <OrdersTable rows={rows} onOpen={onOpen} busy={list.loading} chosen={chosenIds} onChoose={choose} />
          {chosenRows.length > 0 && (
            <BulkBar
              count={chosenRows.length}
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
          <Pager
            page={page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(p) => go({ ...search, page: p })}
          />
        </>
      )}
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
