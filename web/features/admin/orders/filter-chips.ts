import { formatDate } from "../../../../domain/dates.ts";
import { FULFILMENT_FILTERS, ORDER_STATUS_LABELS } from "../../../../domain/order-status.ts";
import { CHANNEL_LABELS, type Channel } from "../../../../domain/owner-orders.ts";
import { DELIVERY_LABELS, type OrdersFilters, PAYMENT_LABELS } from "./orders-search.ts";

export interface FilterChip {
  key: keyof OrdersFilters;
  /** What the chip says, e.g. 'Forma de pago: Transferencia'; its button is 'Quitar filtro: ' and this. */
  text: string;
}

const NAMES: Record<keyof OrdersFilters, string> = {
  q: "Búsqueda",
  status: "Estado",
  fulfilment: "Preparación",
  payment: "Forma de pago",
  delivery: "Forma de envío",
  channel: "Canal",
  invoice: "Comprobante fiscal",
  from: "Desde",
  to: "Hasta",
};

function valueText(key: keyof OrdersFilters, value: string): string {
  switch (key) {
    case "q":
      return `«${value}»`;
    case "status":
      return ORDER_STATUS_LABELS[value as keyof typeof ORDER_STATUS_LABELS] ?? value;
    case "fulfilment":
      return FULFILMENT_FILTERS[value as keyof typeof FULFILMENT_FILTERS] ?? value;
    case "payment":
      return PAYMENT_LABELS[value] ?? value;
    case "delivery":
      return DELIVERY_LABELS[value] ?? value;
    case "channel":
      return CHANNEL_LABELS[value as Channel] ?? value;
    case "invoice":
      return "Aprobados sin comprobante";
    case "from":
    case "to":
      return formatDate(value);
  }
}

/** The filters chosen, as chips, in the panel's order; those the active tab set (`tabKeys`) are the tab, not chips. */
export function filterChips(filters: OrdersFilters, tabKeys: readonly string[]): FilterChip[] {
  return (Object.keys(NAMES) as (keyof OrdersFilters)[]).flatMap((key) => {
    const value = filters[key];
    if (!value || tabKeys.includes(key)) return [];
    return [{ key, text: `${NAMES[key]}: ${valueText(key, String(value))}` }];
  });
}
