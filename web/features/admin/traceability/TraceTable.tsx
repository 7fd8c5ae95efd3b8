import type { TraceLine } from "../../../../domain/api/admin.ts";
import { formatDate } from "../../../../domain/dates.ts";
import { ScrollRegion } from "../../../components/ScrollRegion.tsx";
import { useAdminGo } from "../shell/admin-router.ts";

/** 'Trazabilidad''s lines: the order (a link to it in the desk), the customer, the product, the lot and how many. */
export function TraceTable({ lines, caption, loading }: { lines: TraceLine[]; caption: string; loading: boolean }) {
  const go = useAdminGo();
  return (
    <ScrollRegion className="admin-table-wrap" label={caption} aria-busy={loading || undefined}>
      <table className="admin-table admin-trace__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Pedido</th>
            <th scope="col">Cliente</th>
            <th scope="col">Producto</th>
            <th scope="col">Lote</th>
            <th scope="col" className="admin-trace__num">
              Cantidad
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={`${l.orderId}-${l.productName}-${l.size}-${l.lotNumber}`}>
              <th scope="row">
                <a
                  href={`/admin/orders?order=${l.orderId}`}
                  onClick={(e) => {
                    e.preventDefault();
                    void go("orders", { search: { order: l.orderId }, open: true });
                  }}
                >
                  N.º {l.orderId}
                </a>
                <span className="admin-trace__sub">
                  {formatDate(l.orderedAt)} · {l.stateLabel}
                </span>
              </th>
              <td>
                {l.customerName}
                <span className="admin-trace__sub">{l.email}</span>
                {l.rut && (
                  <span className="admin-trace__sub">
                    RUT {l.rut}
                    {l.companyName ? ` · ${l.companyName}` : ""}
                  </span>
                )}
              </td>
              <td>
                {l.productName}
                {l.size !== null && <span className="admin-trace__sub">{`${l.size} ${l.unit}`}</span>}
              </td>
              <td>
                {l.lotNumber}
                <span className="admin-trace__sub">vence {formatDate(l.expiresOn)}</span>
              </td>
              <td className="admin-trace__num">{l.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
