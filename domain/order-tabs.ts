import type { FulfilmentFilter } from "./order-status.ts";

// The orders desk's status tabs (issue 41): the daily views of DESIGN.md section 6's life cycle, each one a set of
// the desk's own filters, so a tab is an address (/admin/orders?fulfilment=to_prepare) the list, its count and an
// old link all read the same way.

export interface OrderTabFilter {
  status?: "pending" | "approved" | "cancel" | "mercado";
  fulfilment?: FulfilmentFilter;
  invoice?: "missing";
}

export const ORDER_TABS = [
  { key: "all", label: "Todos", filter: {} },
  // A transfer waits for the owner to see the money (or its receipt) and approve it.
  { key: "pending", label: "Por aprobar", filter: { status: "pending" } },
  // Mercado Pago, the buyer has not paid yet: the order holds its stock until its reservation runs out.
  { key: "mercado", label: "Pago en curso", filter: { status: "mercado" } },
  // Approved, not handed over yet: not started or 'En preparación'.
  { key: "to_prepare", label: "Por preparar", filter: { fulfilment: "to_prepare" } },
  { key: "ready", label: "Listos para retirar", filter: { fulfilment: "ready" } },
  { key: "shipped", label: "Enviados", filter: { fulfilment: "shipped" } },
  // Approved, its CFE not issued yet (decision 027).
  { key: "no_invoice", label: "Sin comprobante fiscal", filter: { invoice: "missing" } },
] as const satisfies readonly { key: string; label: string; filter: OrderTabFilter }[];

export type OrderTabKey = (typeof ORDER_TABS)[number]["key"];

/** The desk's tab counts: each exact up to ORDER_COUNT_CAP; above it the desk says 'más de 1.000'. */
export type OrderTabCounts = Record<OrderTabKey, number>;

/**
 * Where a count stops (issue 41): counting 95,000 orders for each page cost ~60 ms at 100,000 orders; counting to
 * 1.000 costs what reading 1.000 index entries does. Above it the desk says 'más de 1.000' (honest, and no owner
 * pages through a thousand orders: they search or filter).
 */
export const ORDER_COUNT_CAP = 1000;

/** The tab whose filter is exactly these (status, fulfilment, invoice); undefined: no tab (a filter of the panel). */
export function tabOf(f: OrderTabFilter): OrderTabKey | undefined {
  return ORDER_TABS.find((t) => {
    const tab: OrderTabFilter = t.filter;
    return tab.status === f.status && tab.fulfilment === f.fulfilment && tab.invoice === f.invoice;
  })?.key;
}

/** Whether a capped count (at most ORDER_COUNT_CAP + 1) went past the cap. */
export const pastCap = (n: number) => n > ORDER_COUNT_CAP;

/** A count as the desk shows it: '12', '1.000', or '+1.000' once it went past the cap. */
export function countLabel(n: number): string {
  return pastCap(n) ? `+${ORDER_COUNT_CAP.toLocaleString("es-UY")}` : n.toLocaleString("es-UY");
}
