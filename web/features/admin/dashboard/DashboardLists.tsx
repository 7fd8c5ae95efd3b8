import { Link } from "@tanstack/react-router";
import type { Dashboard } from "../../../../domain/api/admin.ts";
import { formatUYU } from "../../../../domain/money.ts";
import { describeStock, describeWaiting } from "../../../../domain/stock-text.ts";
import { formatDate } from "../lib/format.ts";

/** Pending bank transfers: how many have a receipt to check, and the oldest ones. */
export function Waiting({ waiting }: { waiting: Dashboard["waiting"] }) {
  const total = waiting.withReceipt + waiting.withoutReceipt;
  return (
    <section className="admin-card" aria-labelledby="panel-esperando">
      <h2 id="panel-esperando" className="admin-card__title">
        Pedidos esperando acción
      </h2>
      {total === 0 ? (
        <p className="admin-muted">No hay transferencias pendientes. ¡Todo al día!</p>
      ) : (
        <>
          <p className="admin-waiting__counts">
            <span>
              <strong>{waiting.withReceipt}</strong> con comprobante
            </span>
            <span>
              <strong>{waiting.withoutReceipt}</strong> sin comprobante
            </span>
          </p>
          <ul className="admin-list">
            {waiting.oldest.map((o) => (
              <li key={o.id}>
                <Link to="/admin/$" params={{ _splat: "orders" }} search={{ order: o.id }}>
                  N.º {o.id} · {o.customerName}
                </Link>
                <span className="admin-list__meta">
                  {formatDate(o.createdAt)} · {formatUYU(o.total)}
                  {o.hasReceipt && <span className="admin-chip">Comprobante</span>}
                </span>
              </li>
            ))}
          </ul>
          <Link className="admin-more" to="/admin/$" params={{ _splat: "orders" }} search={{ status: "pending" }}>
            Ver todos los pendientes
          </Link>
        </>
      )}
    </section>
  );
}

/** The month's best-selling products (approved orders). */
export function BestSellers({ items, month }: { items: Dashboard["bestSellers"]; month: string }) {
  return (
    <section className="admin-card" aria-labelledby="panel-vendidos">
      <h2 id="panel-vendidos" className="admin-card__title">
        Más vendidos de {month}
      </h2>
      {items.length === 0 ? (
        <p className="admin-muted">Todavía no hay ventas aprobadas este mes.</p>
      ) : (
        <ol className="admin-list admin-list--ranked">
          {items.map((p) => (
            <li key={p.productId}>
              <a href={`/shop/product/${p.slug}`}>{p.name}</a>
              <span className="admin-list__meta">
                {p.units} {p.units === 1 ? "unidad" : "unidades"} · {formatUYU(p.revenue)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** This month's approved sales placed with a discount code, by code. */
export function SalesByCode({ items, month }: { items: Dashboard["salesByCode"]; month: string }) {
  return (
    <section className="admin-card" aria-labelledby="panel-cupones">
      <h2 id="panel-cupones" className="admin-card__title">
        Ventas con cupón de {month}
      </h2>
      {items.length === 0 ? (
        <p className="admin-muted">Todavía no hay ventas aprobadas con cupón este mes.</p>
      ) : (
        <ol className="admin-list">
          {items.map((c) => (
            <li key={c.code}>
              <a href="/admin/coupons">{c.code}</a>
              <span className="admin-list__meta">
                {c.orders} {c.orders === 1 ? "pedido" : "pedidos"} · {formatUYU(c.total)} · descuento{" "}
                {formatUYU(c.discount)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Products with little or no stock left. */
export function LowStock({ items }: { items: Dashboard["lowStock"] }) {
  return (
    <section className="admin-card" aria-labelledby="panel-stock">
      <h2 id="panel-stock" className="admin-card__title">
        Stock bajo o agotado
      </h2>
      {items.length === 0 ? (
        <p className="admin-muted">Ningún producto con poco stock.</p>
      ) : (
        <ul className="admin-list">
          {items.map((p) => (
            <li key={p.productId}>
              <a href={`/shop/product/${p.slug}`}>{p.name}</a>
              <span className="admin-list__meta">
                <span>
                  {describeStock(
                    { mode: p.stockMode, bulk: p.bulkStock },
                    p.unit,
                    p.sizes.map((v) => ({ size: v.size, sizeStock: v.stock })),
                  )}
                </span>
                {p.quantity <= 0 && <span className="admin-chip admin-chip--danger">Agotado</span>}
                {p.stockAlertsWaiting > 0 && (
                  <span className="admin-list__waiting">{describeWaiting(p.stockAlertsWaiting, p.unit, p.sizes)}</span>
                )}
                {!p.published && <span className="admin-chip">No publicado</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
