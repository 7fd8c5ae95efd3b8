import type { AdminMessage, AdminMessageList } from "../../../../domain/api/admin.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

export type { AdminMessage };

export const fetchMessages = (signal?: AbortSignal) => adminJson<AdminMessageList>("/messages", signal);

export async function markMessage(id: number, read: boolean): Promise<AdminMessage> {
  const res = await adminFetch(`/messages/${id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ read }),
  });
  return ((await res.json()) as { message: AdminMessage }).message;
}

export async function deleteMessage(id: number): Promise<void> {
  await adminFetch(`/messages/${id}`, { method: "DELETE", headers: { accept: "application/json" } });
}
