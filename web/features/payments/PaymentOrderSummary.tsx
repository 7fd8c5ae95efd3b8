import type { OrderView } from "../../../domain/api/orders.ts";
import { OrderFacts } from "../../components/order/OrderFacts.tsx";
import { OrderItemsTable } from "../../components/order/OrderItemsTable.tsx";
import { OrderTotals } from "../../components/order/OrderTotals.tsx";

/** The order as the server has it, under a payment result: delivery, payment, items and totals. */
export function PaymentOrderSummary({ order }: { order: OrderView }) {
  const pickup = order.deliveryMethod === "pickup";
  return (
    <section className="payment-summary" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title" className="order-section-title">
        Resumen del pedido
      </h2>
      <div className="order-layout">
        <div className="order-layout__main">
          <OrderFacts order={order} />
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
