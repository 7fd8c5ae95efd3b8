import { useEffect, useRef } from "react";
import type { AdminOrderRow } from "../../../../domain/api/admin.ts";
import { formatDate, formatTime } from "../../../../domain/dates.ts";
import { formatUYU } from "../../../../domain/money.ts";
import { CHANNEL_LABELS, type Channel } from "../../../../domain/owner-orders.ts";
import { ScrollRegion } from "../../../components/ScrollRegion.tsx";
import { StatusBadge } from "../components/StatusBadge.tsx";
import { formatDay } from "../lib/format.ts";
import { DELIVERY_LABELS, PAYMENT_LABELS } from "./orders-search.ts";
import { ReservationChip } from "./ReservationChip.tsx";

interface OrdersTableProps {
  rows: readonly AdminOrderRow[];
  onOpen: (row: AdminOrderRow) => void;
  /** The list is being refreshed (the old rows stay, dimmed). */
  busy: boolean;
  /** The orders chosen for a bulk move (ids of this page). */
  chosen: ReadonlySet<number>;
  onChoose: (ids: readonly number[], chosen: boolean) => void;
}

/** The desk's columns: what the owner scans all day; the rest (RUT, address, phone, mail…) is in the order. */
const COLUMNS = ["Cliente", "Fecha", "Entrega", "Pago", "Monto", "Estado", "Preparación"] as const;

/**
 * The orders, one row each: N.º, cliente, fecha, entrega, pago, monto, estado and preparación, narrow enough
 * for a laptop without scrolling sideways; on a phone each row is a card (orders.css). A click anywhere on a
 * row opens 'Ver/Cambiar estado'; from the keyboard, the customer's name is the button that does. The
 * checkbox beside the number chooses the order for a bulk move; the one in the header chooses the whole page.
 */
export function OrdersTable({ rows, onOpen, busy, chosen, onChoose }: OrdersTableProps) {
  return (
    <ScrollRegion className="admin-table-wrap" label="Pedidos" aria-busy={busy || undefined}>
      <table className="admin-table admin-orders-table">
        <caption className="visually-hidden">Pedidos, del más reciente al más antiguo</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="admin-orders-table__name">
                <ChooseAll rows={rows} chosen={chosen} onChoose={onChoose} />
                N.º
              </span>
            </th>
            {COLUMNS.map((h) => (
              <th key={h} scope="col" className={h === "Monto" ? "num" : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              onClick={(event) => {
                // The checkbox (and its label) chooses the order; anywhere else on the row opens it.
                if (!(event.target as Element).closest(".admin-orders-table__pick")) onOpen(row);
              }}
              data-status={row.status}
              data-chosen={chosen.has(row.id) || undefined}
            >
              <th scope="row" className="admin-orders-table__number">
                <span className="admin-orders-table__name">
                  <label className="admin-orders-table__pick">
                    <input
                      type="checkbox"
                      checked={chosen.has(row.id)}
                      onChange={(event) => onChoose([row.id], event.target.checked)}
                    />
                    <span className="visually-hidden">Elegir pedido N.º {row.id}</span>
                  </label>
                  <span className="admin-nowrap">N.º {row.id}</span>
                </span>
              </th>
              <td className="admin-orders-table__customer">
                <button
                  type="button"
                  className="admin-linkbutton"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(row);
                  }}
                >
                  {row.customerName}
                </button>
              </td>
              <td className="admin-orders-table__date">
                <span className="admin-nowrap">{formatDate(row.createdAt)}</span>{" "}
                <span className="admin-orders-table__sub">{formatTime(row.createdAt)}</span>
              </td>
              <td className="admin-orders-table__extra">
                {DELIVERY_LABELS[row.deliveryMethod] ?? row.deliveryMethod}
                <span className="admin-orders-table__sub">{formatDay(row.estimatedDate)}</span>
              </td>
              <td className="admin-orders-table__extra">
                {PAYMENT_LABELS[row.paymentMethod] ?? row.paymentMethod}
                {row.hasReceipt && <span className="admin-chip">Comprobante</span>}
                {row.channel !== "web" && <span className="admin-chip">{CHANNEL_LABELS[row.channel as Channel]}</span>}
              </td>
              <td className="num admin-nowrap admin-orders-table__amount">{formatUYU(row.total)}</td>
              <td className="admin-orders-table__state">
                <StatusBadge status={row.status} fulfilment={null} annulled={row.saleAnnulled} />
                {row.refundNeeded && <span className="admin-chip admin-chip--danger">A reintegrar</span>}
                {row.reservationExpiresAt && <ReservationChip expiresAt={row.reservationExpiresAt} />}
              </td>
              <td className="admin-orders-table__fulfilment" data-empty={!row.fulfilment || undefined}>
                {row.fulfilment ? (
                  <StatusBadge status={row.status} fulfilment={row.fulfilment} />
                ) : (
                  <span aria-hidden="true">—</span>
                )}
                {row.carrier && (
                  <span className="admin-orders-table__tracking">
                    {[row.carrier, row.agency, row.trackingNumber].filter(Boolean).join(" · ")}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** 'Elegir todos los pedidos de esta página': checked when all are, mixed when some are. */
function ChooseAll({ rows, chosen, onChoose }: Pick<OrdersTableProps, "rows" | "chosen" | "onChoose">) {
  const ref = useRef<HTMLInputElement>(null);
  const count = rows.filter((r) => chosen.has(r.id)).length;
  const all = rows.length > 0 && count === rows.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="admin-orders-table__all"
      aria-label="Elegir todos los pedidos de esta página"
      checked={all}
      onChange={(event) =>
        onChoose(
          rows.map((r) => r.id),
          event.target.checked,
        )
      }
    />
  );
}
