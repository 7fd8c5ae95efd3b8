import { formatUYU } from "../../../../domain/money.ts";
import { ORDER_LIST_COLUMNS } from "../../../../domain/order-status.ts";
import { ScrollRegion } from "../../../components/ScrollRegion.tsx";
import { formatDateTime, formatDay } from "./format.ts";
import { DELIVERY_LABELS, PAYMENT_LABELS } from "./orders-search.ts";
import { StatusBadge } from "./StatusBadge.tsx";
import type { AdminOrderRow } from "./types.ts";

interface OrdersTableProps {
  rows: readonly AdminOrderRow[];
  onOpen: (row: AdminOrderRow) => void;
  /** The list is being refreshed (the old rows stay, dimmed). */
  busy: boolean;
}

/**
 * The orders (SPEC section 2's columns). A click anywhere on a row opens 'Ver/Cambiar estado'; from the
 * keyboard, the customer's name is the button that does.
 */
export function OrdersTable({ rows, onOpen, busy }: OrdersTableProps) {
  return (
    <ScrollRegion className="admin-table-wrap" label="Pedidos" aria-busy={busy || undefined}>
      <table className="admin-table admin-orders-table">
        <caption className="visually-hidden">Pedidos, del más reciente al más antiguo</caption>
        <thead>
          <tr>
            {ORDER_LIST_COLUMNS.map((h) => (
              <th key={h} scope="col" className={h === "Monto" ? "num" : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} onClick={() => onOpen(row)} data-status={row.status}>
              <th scope="row">
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
                <span className="admin-orders-table__id">N.º {row.id}</span>
              </th>
              <td>{formatDateTime(row.createdAt)}</td>
              <td>{formatDay(row.estimatedDate)}</td>
              <td>{DELIVERY_LABELS[row.deliveryMethod] ?? row.deliveryMethod}</td>
              <td>
                {PAYMENT_LABELS[row.paymentMethod] ?? row.paymentMethod}
                {row.hasReceipt && <span className="admin-chip">Comprobante</span>}
              </td>
              <td>{row.rut ?? "—"}</td>
              <td className="admin-orders-table__wide">{row.address ?? "—"}</td>
              <td>{row.town ?? "—"}</td>
              <td>{row.zip ?? "—"}</td>
              <td className="admin-nowrap">{row.phone}</td>
              <td>{row.email}</td>
              <td className="num admin-nowrap">{formatUYU(row.total)}</td>
              <td>
                <StatusBadge status={row.status} label={row.statusLabel} />
                {row.refundNeeded && <span className="admin-chip admin-chip--danger">A reintegrar</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
