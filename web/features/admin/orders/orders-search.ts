import * as z from "zod";
import {
  ADMIN_SETTABLE_STATUSES,
  FULFILMENT_FILTERS,
  type FulfilmentFilter,
  ORDER_STATUS_LABELS,
} from "../../../../domain/order-status.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { idParam } from "../shell/open-item.ts";

const FULFILMENT_FILTER_VALUES = Object.keys(FULFILMENT_FILTERS) as [FulfilmentFilter, ...FulfilmentFilter[]];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (v: unknown) =>
  typeof v === "number" ? String(v) : typeof v === "string" && v.trim() ? v.trim() : undefined;

/**
 * The orders desk's state in the URL (/admin/orders?status=&fulfilment=&payment=&delivery=&from=&to=&q=&page=),
 * the same filters the API takes (domain/schemas/admin-orders.ts). A value that does not fit is dropped, not an
 * error: a hand-edited or old link still opens the list.
 */
export const ordersSearch = z.object({
  status: z
    .enum([...ADMIN_SETTABLE_STATUSES, "mercado"])
    .optional()
    .catch(undefined),
  fulfilment: z.enum(FULFILMENT_FILTER_VALUES).optional().catch(undefined),
  payment: z.enum(["bank", "mercadopago"]).optional().catch(undefined),
  delivery: z.enum(["pickup", "delivery"]).optional().catch(undefined),
  from: z.string().regex(DAY).optional().catch(undefined),
  to: z.string().regex(DAY).optional().catch(undefined),
  q: z.preprocess(text, z.string().max(100).optional()).catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

export type OrdersSearch = z.infer<typeof ordersSearch>;
export type OrdersFilters = Omit<OrdersSearch, "page">;

export function parseOrdersSearch(raw: AdminSearch): OrdersSearch {
  const parsed = ordersSearch.parse(raw);
  if (parsed.from && parsed.to && parsed.from > parsed.to) parsed.to = undefined;
  if (parsed.page === 1) parsed.page = undefined;
  return parsed;
}

/**
 * The order open in its dialog (/admin/orders?…&order=<id>), kept apart from the list's filters: opening an
 * order neither reloads the list nor forgets the rows chosen on it.
 */
export function parseOpenOrder(raw: AdminSearch): number | undefined {
  return idParam.parse(raw.order);
}

/** The filters (and page) as a query string for /api/admin/orders and its CSV, values that are set only. */
export function ordersQuery(search: OrdersSearch, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...search, ...extra })) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params.toString();
}

/** The desk's 'Estado' filter: the three statuses the owner sets, and 'Pago en curso' (Mercado Pago, unpaid). */
export const STATUS_OPTIONS = (["pending", "approved", "cancel", "mercado"] as const).map((value) => ({
  value,
  label: ORDER_STATUS_LABELS[value],
}));

/** The desk's 'Preparación' filter (approved orders only): 'Por preparar', 'Listos para retirar', … */
export const FULFILMENT_OPTIONS = FULFILMENT_FILTER_VALUES.map((value) => ({
  value,
  label: FULFILMENT_FILTERS[value],
}));

export const PAYMENT_LABELS: Readonly<Record<string, string>> = {
  bank: "Transferencia",
  mercadopago: "Mercado Pago",
};

export const DELIVERY_LABELS: Readonly<Record<string, string>> = {
  pickup: "Retiro",
  delivery: "Delivery",
};
