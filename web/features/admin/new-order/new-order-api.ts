import type { AdminCustomerList } from "../../../../domain/api/customers.ts";
import type { OrderDraft, OwnerOrderAnswer, OwnerOrderPreview } from "../../../../domain/api/owner-orders.ts";
import type { OwnerOrderRequest } from "../../../../domain/schemas/owner-order.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

// 'Nuevo pedido' (decision 035): the back office's calls. Prices, totals and stock come from the server.

const send = async <T>(method: string, path: `/${string}`, body?: unknown): Promise<T> => {
  const res = await adminFetch(path, {
    method,
    headers: { "content-type": "application/json", accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (res.status === 204 ? undefined : await res.json()) as T;
};

/** Clientes by name, e-mail, phone or RUT. */
export const findCustomers = (q: string, signal?: AbortSignal) =>
  adminJson<AdminCustomerList>(`/customers?${new URLSearchParams({ q: q.trim() })}`, signal);

export const previewOrder = (order: OwnerOrderRequest) =>
  send<OwnerOrderPreview>("POST", "/orders", { ...order, preview: true });

export const createOrder = (order: OwnerOrderRequest) =>
  send<OwnerOrderAnswer>("POST", "/orders", { ...order, preview: false });

export const fetchDrafts = () => adminJson<{ drafts: OrderDraft[] }>("/order-drafts");

export const saveDraft = (id: number | undefined, label: string, body: Record<string, unknown>) =>
  id === undefined
    ? send<{ draft: OrderDraft }>("POST", "/order-drafts", { label, body })
    : send<{ draft: OrderDraft }>("PUT", `/order-drafts/${id}`, { label, body });

export const deleteDraft = (id: number) => send<void>("DELETE", `/order-drafts/${id}`);

export const placeDraft = (id: number) => send<OwnerOrderAnswer>("POST", `/order-drafts/${id}/place`);
