import type { AccountOrder } from "../../../domain/api/account.ts";
import { formatUYU } from "../../../domain/money.ts";
import { FULFILMENT_LABELS, isOrderStatus, orderStatusLabel } from "../../../domain/order-status.ts";
import { RepeatOrder } from "../../components/order/RepeatOrder.tsx";

const day = new Intl.DateTimeFormat("es-UY", {
  timeZone: "America/Montevideo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

const orderHref = (order: AccountOrder) => `/shop/order/${order.id}?token=${encodeURIComponent(order.token)}`;
const cfeHref = (order: AccountOrder, kind: string) =>
  `/shop/order/${order.id}/cfe/${kind}?token=${encodeURIComponent(order.token)}`;

/** 'Mi cuenta': the orders, newest first, each with its state, fulfilment, tracking, total and links. */
export function AccountOrders({ orders }: { orders: AccountOrder[] }) {
  if (!orders.length) {
    return (
      <p className="account-orders__empty">
        Todavía no hay pedidos en su cuenta. Los que haga con este correo, con o sin cuenta, aparecerán aquí.
      </p>
    );
  }
  return (
    <ul className="account-orders">
      {orders.map((order) => (
        <li key={order.id} className="account-order">
          <h3 className="account-order__title">
            Pedido N.º {order.id}{" "}
            <span className="account-order__date">del {day.format(new Date(order.createdAt))}</span>
          </h3>
          <dl className="account-order__facts">
            <div>
              <dt>Estado</dt>
              <dd>{isOrderStatus(order.status) ? orderStatusLabel(order.status) : order.status}</dd>
            </div>
            {order.fulfilment && (
              <div>
                <dt>Preparación</dt>
                <dd>{FULFILMENT_LABELS[order.fulfilment]}</dd>
              </div>
            )}
            {order.trackingNumber && (
              <div>
                <dt>Seguimiento</dt>
                <dd>
                  {order.trackingUrl ? (
                    <a href={order.trackingUrl} rel="noopener noreferrer" target="_blank">
                      {order.trackingNumber}
                    </a>
                  ) : (
                    order.trackingNumber
                  )}
                </dd>
              </div>
            )}
            <div>
              <dt>Total</dt>
              <dd>{formatUYU(order.total)}</dd>
            </div>
          </dl>
          <p className="account-order__links">
            <a href={orderHref(order)}>
              Ver pedido<span className="visually-hidden"> N.º {order.id}</span>
            </a>
            {order.invoices.map((kind) => (
              <a key={kind} href={cfeHref(order, kind)}>
                {kind === "cfe" ? "Comprobante fiscal (PDF)" : "Nota de crédito (PDF)"}
                <span className="visually-hidden"> del pedido N.º {order.id}</span>
              </a>
            ))}
          </p>
          <RepeatOrder items={order.lines} />
        </li>
      ))}
    </ul>
  );
}
