import type { OrderView } from "../../../domain/api/orders.ts";
import { OrderTimeline } from "./OrderTimeline.tsx";
import { ShipmentFacts } from "./ShipmentFacts.tsx";
import "./tracking.css";

/** 'Seguimiento del pedido': the timeline and, once shipped, how to follow the parcel. */
export function OrderTracking({ order }: { order: OrderView }) {
  return (
    <section className="order-tracking" aria-labelledby="order-tracking-title">
      <h2 id="order-tracking-title" className="order-section-title">
        Seguimiento del pedido
      </h2>
      <div className="order-tracking__body">
        <OrderTimeline steps={order.timeline} />
        {order.shipment && <ShipmentFacts shipment={order.shipment} />}
      </div>
    </section>
  );
}
