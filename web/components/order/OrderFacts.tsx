import type { OrderView } from "../../../domain/api/orders.ts";
import { formatDate, formatDateTime } from "../../../domain/dates.ts";
import { deliveryPlace } from "../../../domain/delivery.ts";
import { PAYMENT_METHOD_LABELS } from "../../../domain/pricing.ts";
import { paymentStateLabel, paymentTypeLabel } from "../../lib/payment-labels.ts";

interface OrderFactsProps {
  order: OrderView;
  /** The order page: the number and date first, and for a bank transfer whether the receipt arrived. */
  full?: boolean;
}

/**
 * The order's facts as tiles: delivery, its estimated date (until handed over), how it is paid and, for
 * Mercado Pago, the payment's state. The order page and the payment result pages alike.
 */
export function OrderFacts({ order, full = false }: OrderFactsProps) {
  const pickup = order.deliveryMethod === "pickup";
  const mercadoPago = order.paymentMethod === "mercadopago";
  const typeLabel = paymentTypeLabel(order.payment?.type);
  const town = order.customer.town;
  // Once handed over the estimate says nothing; once approved or cancelled a missing receipt no longer matters.
  const handedOver = order.fulfilment === "delivered" || order.fulfilment === "collected";
  const showReceipt = full && (order.hasReceipt || order.status === "pending");
  return (
    <dl className="order-facts">
      {full && (
        <>
          <div>
            <dt>Número de pedido</dt>
            <dd>{order.id}</dd>
          </div>
          <div>
            <dt>Fecha del pedido</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
          </div>
        </>
      )}
      <div>
        <dt>Entrega</dt>
        <dd>
          {deliveryPlace({
            deliveryMethod: order.deliveryMethod,
            town,
            agency: order.shipment?.agency ?? order.shipping?.agency,
            carrier: order.shipment?.carrier ?? order.shipping?.carrierName,
            mode: order.shipping?.mode,
          })}
        </dd>
      </div>
      {!handedOver && (
        <div>
          <dt>{pickup ? "Fecha estimada de retiro" : "Fecha estimada de entrega"}</dt>
          <dd>{formatDate(order.estimatedDate)}</dd>
        </div>
      )}
      <div>
        <dt>Forma de pago</dt>
        <dd>
          {PAYMENT_METHOD_LABELS[mercadoPago ? "mercadopago" : "bank"]}
          {typeLabel && <span className="order-facts__extra">{typeLabel}</span>}
        </dd>
      </div>
      {mercadoPago ? (
        <div>
          <dt>Estado del pago</dt>
          <dd>{paymentStateLabel(order.payment)}</dd>
        </div>
      ) : (
        showReceipt && (
          <div>
            <dt>Comprobante de transferencia</dt>
            <dd>{order.hasReceipt ? "Recibido" : "Aún no recibido"}</dd>
          </div>
        )
      )}
    </dl>
  );
}
