import { formatShortDate } from "../../../domain/dates.ts";
import { DELIVERY_METHOD_LABELS } from "../../../domain/delivery.ts";
import { PAYMENT_METHOD_LABELS } from "../../../domain/pricing.ts";
import { OrderItemsTable } from "../orders/OrderItemsTable.tsx";
import { OrderTotals } from "../orders/OrderTotals.tsx";
import type { OrderView } from "../orders/order-types.ts";
import { paymentStateLabel, paymentTypeLabel } from "./payment-labels.ts";

/** The order as the server has it, under a payment result: delivery, payment, items and totals. */
export function PaymentOrderSummary({ order }: { order: OrderView }) {
  const pickup = order.deliveryMethod === "pickup";
  const mercadoPago = order.paymentMethod === "mercadopago";
  const typeLabel = paymentTypeLabel(order.payment?.type);
  return (
    <section className="payment-summary" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title" className="order-section-title">
        Resumen del pedido
      </h2>
      <div className="order-layout">
        <div className="order-layout__main">
          <dl className="order-facts">
            <div>
              <dt>Entrega</dt>
              <dd>
                {DELIVERY_METHOD_LABELS[pickup ? "pickup" : "delivery"]}
                {pickup ? " en el local" : order.customer.town ? ` a ${order.customer.town}` : ""}
              </dd>
            </div>
            <div>
              <dt>{pickup ? "Fecha estimada de retiro" : "Fecha estimada de entrega"}</dt>
              <dd>{formatShortDate(order.estimatedDate)}</dd>
            </div>
            <div>
              <dt>Forma de pago</dt>
              <dd>
                {PAYMENT_METHOD_LABELS[mercadoPago ? "mercadopago" : "bank"]}
                {typeLabel && <span className="order-facts__extra">{typeLabel}</span>}
              </dd>
            </div>
            {mercadoPago && (
              <div>
                <dt>Estado del pago</dt>
                <dd>{paymentStateLabel(order.payment)}</dd>
              </div>
            )}
          </dl>
          <OrderItemsTable items={order.items} caption={`Productos del pedido ${order.id}`} />
        </div>
        <aside className="order-aside">
          <section className="order-card" aria-labelledby="payment-totals-title">
            <h3 id="payment-totals-title" className="order-card__title">
              Importes
            </h3>
            <OrderTotals order={{ ...order, deliveryMethod: pickup ? "pickup" : "delivery" }} />
          </section>
        </aside>
      </div>
    </section>
  );
}
