import type { Dashboard } from "../../../../domain/api/admin.ts";
import { formatUYU } from "../../../../domain/money.ts";

/** This month's approved sales by channel: web, teléfono, WhatsApp, local (decision 035). */
export function SalesByChannel({ items, month }: { items: Dashboard["salesByChannel"]; month: string }) {
  return (
    <section className="admin-card" aria-labelledby="panel-canales">
      <h2 id="panel-canales" className="admin-card__title">
        Ventas por canal de {month}
      </h2>
      <ol className="admin-list">
        {items.map((c) => (
          <li key={c.channel}>
            <a href={`/admin/orders?channel=${c.channel}`}>{c.label}</a>
            <span className="admin-list__meta">
              {c.orders} {c.orders === 1 ? "pedido" : "pedidos"} · {formatUYU(c.total)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
