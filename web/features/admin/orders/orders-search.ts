import * as z from "zod";
import {
  ADMIN_SETTABLE_STATUSES,
  FULFILMENT_FILTERS,
  type FulfilmentFilter,
  ORDER_STATUS_LABELS,
} from "../../../../domain/order-status.ts";
import { CHANNELS } from "../../../../domain/owner-orders.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { idParam } from "../shell/open-item.ts";

const FULFILMENT_FILTER_VALUES = Object.keys(FULFILMENT_FILTERS) as [FulfilmentFilter, ...FulfilmentFilter[]];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (v: unknown) =>
  typeof v === "number" ? String(v) : typeof v === "string" && v.trim() ? v.trim() : undefined;

/**
 * The orders desk's state in the URL (/admin/orders?status=&fulfilment=&payment=&delivery=&invoice=&from=&to=&q=&page=),
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
  channel: z.enum(CHANNELS).optional().catch(undefined),
  // invoice=missing: approved orders whose CFE is not issued yet (issue 26).
  invoice: z.enum(["missing"]).optional().catch(undefined),
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

/**
 * The desk's state as it goes into the URL. The router writes a string that reads as JSON ('1005') in quotes
 * (q=%221005%22), so that it parses back as a string; a search that is a plain number goes as the number,
 * written q=1005, and `ordersSearch` reads it back as the text '1005'. Other strings ('099 123', 'Núñez') are
 * written as they are.
 */
export function urlSearch<T extends OrdersSearch>(search: T): Omit<T, "q"> & { q?: string | number } {
  const { q } = search;
  if (q === undefined || !/^[1-9]\d{0,14}$/.test(q)) return search;
  return { ...search, q: Number(q) };
}

/**
 * The orders whose remitos the desk prints (/admin/orders?print=1005,1006): the router hands over a number for
 * one order and the text '1005,1006' for several. At most 100, each once.
 */
export function parsePrintIds(raw: AdminSearch): number[] | undefined {
  const value = (raw as { print?: unknown }).print;
  if (value === undefined || value === null) return undefined;
  const ids = String(value)
    .split(",")
    .map((part) => idParam.parse(part.trim().replace(/^"|"$/g, "")))
    .filter((id): id is number => id !== undefined);
  return ids.length ? [...new Set(ids)].slice(0, 100) : undefined;
}

/** The print view's param: one number (print=1005) or several, comma-separated (print=1005,1006). */
export function printParam(ids: readonly number[]): number | string {
  return ids.length === 1 ? ids[0]! : ids.join(",");
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

export { DELIVERY_LABELS, PAYMENT_LABELS } from "../components/StatusBadge.tsx";
