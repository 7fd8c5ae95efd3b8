import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

/** A contact message as GET /api/admin/messages answers it. */
export interface AdminMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  read: boolean;
}

export const fetchMessages = (signal: AbortSignal) =>
  adminJson<{ messages: AdminMessage[]; unread: number }>("/messages", signal);

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
