import type { OwnerOrderPreview } from "../../../../domain/api/owner-orders.ts";
import { formatUYU } from "../../../../domain/money.ts";

/** The totals the server computed ('Calcular total'): the lines at the prices charged, and section 9's figures. */
export function OrderTotals({ preview }: { preview: OwnerOrderPreview }) {
  const t = preview.totals;
  const rows: [string, string][] = [["Subtotal", formatUYU(t.subtotal)]];
  if (t.codeDiscount) rows.push(["Cupón", `−${formatUYU(t.codeDiscount)}`]);
  if (t.transferDiscount) rows.push(["Descuento por transferencia", `−${formatUYU(t.transferDiscount)}`]);
  if (t.deliveryFee) rows.push(["Envío", formatUYU(t.deliveryFee)]);
  if (t.deliveryPaidByReceiver) rows.push(["Envío", "Por agencia, a cargo del destinatario"]);
  return (
    <section className="admin-card" aria-labelledby="nuevo-pedido-totales" aria-live="polite">
      <h2 id="nuevo-pedido-totales" className="admin-card__title">
        Totales calculados por la tienda
      </h2>
      <ul className="admin-new-order__totals">
        {preview.lines.map((l) => (
          <li key={l.variantId}>
            <span>
              {l.quantity} × {l.name}
              {l.unitPrice !== l.listPrice && ` (lista ${formatUYU(l.listPrice)})`}
            </span>
            <span>{formatUYU(l.lineTotal)}</span>
          </li>
        ))}
        {rows.map(([label, value]) => (
          <li key={label}>
            <span>{label}</span>
            <span>{value}</span>
          </li>
        ))}
        <li className="admin-new-order__total">
          <span>Total</span>
          <span>{formatUYU(t.total)}</span>
        </li>
      </ul>
    </section>
  );
}
