import { isFulfilment, isOrderStatus, stateLabel } from "../../../../domain/order-status.ts";

/** An order's state as the back office words it: the rules table's label, or the raw status it does not know. */
export function stateText(order: { status: string; fulfilment: string | null; annulled?: boolean }): string {
  if (!isOrderStatus(order.status)) return order.status;
  return stateLabel(order.status, isFulfilment(order.fulfilment) ? order.fulfilment : null, order.annulled);
}

/**
 * An order's state with its label and colour (text, not colour alone, says which): the fulfilment of an approved
 * order ('En preparación', 'Enviado', …), else its status ('Anulado' for an annulled sale). Used by the desk and
 * by a customer's page in Clientes.
 */
export function StatusBadge({
  status,
  fulfilment,
  annulled = false,
}: {
  status: string;
  fulfilment: string | null;
  annulled?: boolean;
}) {
  const tone = status === "approved" && fulfilment ? fulfilment : status;
  return <span className={`admin-status admin-status--${tone}`}>{stateText({ status, fulfilment, annulled })}</span>;
}

/** How the back office names a payment method and a delivery method. */
export const PAYMENT_LABELS: Readonly<Record<string, string>> = {
  bank: "Transferencia",
  mercadopago: "Mercado Pago",
  counter: "Pagado en el local",
};

export const DELIVERY_LABELS: Readonly<Record<string, string>> = {
  pickup: "Retiro",
  delivery: "Delivery",
};
