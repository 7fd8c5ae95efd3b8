import { adminFetch, adminJson } from "../auth/admin-fetch.ts";
import { type OrdersSearch, ordersQuery } from "./orders-search.ts";
import type { AdminOrder, AdminOrderList } from "./types.ts";

export const PAGE_SIZE = 25;

export function fetchOrders(search: OrdersSearch, signal: AbortSignal): Promise<AdminOrderList> {
  return adminJson(`/orders?${ordersQuery(search, { pageSize: String(PAGE_SIZE) })}`, signal);
}

export async function fetchOrder(id: number, signal: AbortSignal): Promise<AdminOrder> {
  return (await adminJson<{ order: AdminOrder }>(`/orders/${id}`, signal)).order;
}

/** POST /status: the order as it is now, or an AdminApiError with the server's refusal (409). */
export async function changeStatus(id: number, status: string, note: string | undefined): Promise<AdminOrder> {
  const res = await adminFetch(`/orders/${id}/status`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(note ? { status, note } : { status }),
  });
  return ((await res.json()) as { order: AdminOrder }).order;
}

/** The receipt image (sent to admins only, so fetched with the token) as an object URL; revoke it after use. */
export async function fetchReceiptUrl(id: number, signal: AbortSignal): Promise<string> {
  const res = await adminFetch(`/orders/${id}/receipt`, { signal });
  return URL.createObjectURL(await res.blob());
}

/** Downloads the filtered list as CSV (pedidos-AAAA-MM-DD.csv): fetched with the token, saved from a blob. */
export async function downloadCsv(search: OrdersSearch): Promise<void> {
  const { page: _page, ...filters } = search;
  const res = await adminFetch(`/orders/export.csv?${ordersQuery(filters)}`);
  const blob = await res.blob();
  const name =
    /filename="?([^";]+)"?/.exec(res.headers.get("content-disposition") ?? "")?.[1] ??
    `pedidos-${new Date().toISOString().slice(0, 10)}.csv`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
