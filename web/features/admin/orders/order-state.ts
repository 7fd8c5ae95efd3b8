import {
  type AdminEvent,
  adminMoves,
  type Fulfilment,
  isFulfilment,
  isOrderStatus,
  type OrderState,
} from "../../../../domain/order-status.ts";

// The desk reads an order's state from the API's strings into the rules table's types (domain/order-status.ts):
// which moves to offer and how its state reads. The rules themselves live only in the table.

interface StateFields {
  status: string;
  fulfilment: string | null;
  deliveryMethod: string;
}

/** The order's state as the rules table takes it; undefined for a status the table does not know. */
export function orderState(order: StateFields): OrderState | undefined {
  if (!isOrderStatus(order.status)) return undefined;
  const fulfilment: Fulfilment = isFulfilment(order.fulfilment) ? order.fulfilment : null;
  return {
    status: order.status,
    fulfilment,
    deliveryMethod: order.deliveryMethod === "delivery" ? "delivery" : "pickup",
  };
}

/** The moves the table allows for this order now: what the desk offers. */
export function movesFor(order: StateFields): AdminEvent[] {
  const state = orderState(order);
  return state ? adminMoves(state) : [];
}

/** 'Enviado' says more than 'Aprobado': the fulfilment once there is one, else the status ('Anulado' too). */
export { stateText } from "../components/StatusBadge.tsx";
