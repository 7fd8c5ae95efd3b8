import type {
  AdminOrder,
  AdminOrderList,
  AdminOrderLotLine,
  AdminRemitos,
  BulkMoveResult,
} from "../../../../domain/api/admin.ts";
import type { OrderTabCounts } from "../../../../domain/order-tabs.ts";
import type { BulkMoveRequest, OrderMoveRequest } from "../../../../domain/schemas/admin-orders.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";
import { downloadAdminFile } from "../lib/download.ts";
import { type OrdersSearch, ordersQuery } from "./orders-search.ts";

export const PAGE_SIZE = 25;

export function fetchOrders(search: OrdersSearch, signal?: AbortSignal): Promise<AdminOrderList> {
  return adminJson(`/orders?${ordersQuery(search, { pageSize: String(PAGE_SIZE) })}`, signal);
}

/** GET /counts: the desk's tab counts (domain/order-tabs.ts). */
export async function fetchOrderCounts(signal?: AbortSignal): Promise<OrderTabCounts> {
  return (await adminJson<{ counts: OrderTabCounts }>("/orders/counts", signal)).counts;
}

export async function fetchOrder(id: number, signal?: AbortSignal): Promise<AdminOrder> {
  return (await adminJson<{ order: AdminOrder }>(`/orders/${id}`, signal)).order;
}

/** GET /print?ids=: the orders for their remitos, with their products' codes. */
export function fetchRemitos(ids: readonly number[], signal?: AbortSignal): Promise<AdminRemitos> {
  return adminJson(`/orders/print?ids=${ids.join(",")}`, signal);
}

/** POST a JSON body to /api/admin/orders/…; a refusal (409, 400) rejects with an AdminApiError and its message. */
async function post<T>(path: `/${string}`, body: unknown): Promise<T> {
  const res = await adminFetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

/** POST /:id/moves: one move of the table (domain/order-status.ts); the order as it is now. */
export async function moveOrder(id: number, move: OrderMoveRequest): Promise<AdminOrder> {
  return (await post<{ order: AdminOrder }>(`/orders/${id}/moves`, move)).order;
}

/** POST /bulk: several orders one fulfilment step further, each its own move; one result per order. */
export async function moveSeveral(request: BulkMoveRequest): Promise<BulkMoveResult[]> {
  return (await post<{ results: BulkMoveResult[] }>("/orders/bulk", request)).results;
}

/** POST /:id/notes: an internal note; the order with its notes. */
export async function addNote(id: number, body: string): Promise<AdminOrder> {
  return (await post<{ order: AdminOrder }>(`/orders/${id}/notes`, { body })).order;
}

/** The receipt image (sent to admins only, so fetched with the token). */
export async function fetchReceipt(id: number, signal?: AbortSignal): Promise<Blob> {
  const res = await adminFetch(`/orders/${id}/receipt`, { signal });
  return res.blob();
}

/**
 * Downloads the filtered list as CSV: one line per order (pedidos-AAAA-MM-DD.csv) or per product sold
 * (productos-vendidos-AAAA-MM-DD.csv); fetched with the token, saved from a blob. The server streams it: a
 * download cut short (the database stopped answering) rejects here rather than saving half a file.
 */
export async function downloadCsv(search: OrdersSearch, what: "orders" | "items" = "orders"): Promise<void> {
  const { page: _page, ...filters } = search;
  const path = what === "items" ? "export-items.csv" : "export.csv";
  await downloadAdminFile(
    `/orders/${path}?${ordersQuery(filters)}`,
    what === "items" ? "productos-vendidos" : "pedidos",
  );
}

/** GET /:id/lots: the lines whose products have lots, with their good lots and what the move form fills in. */
export async function fetchOrderLots(id: number, signal?: AbortSignal): Promise<AdminOrderLotLine[]> {
  return (await adminJson<{ lines: AdminOrderLotLine[] }>(`/orders/${id}/lots`, signal)).lines;
}
