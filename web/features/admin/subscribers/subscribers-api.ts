import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

/** A confirmed subscriber as GET /api/admin/subscribers answers it. */
export interface AdminSubscriber {
  id: number;
  email: string;
  source: string;
  sourceLabel: string;
  confirmedAt: string;
}

export const fetchSubscribers = (signal: AbortSignal) =>
  adminJson<{ count: number; subscribers: AdminSubscriber[] }>("/subscribers", signal);

/** Downloads GET /api/admin/subscribers/export.csv under the server's file name. */
export async function downloadSubscribersCsv(): Promise<void> {
  const res = await adminFetch("/subscribers/export.csv");
  const blob = await res.blob();
  const name =
    /filename="?([^";]+)"?/.exec(res.headers.get("content-disposition") ?? "")?.[1] ??
    `suscriptores-${new Date().toISOString().slice(0, 10)}.csv`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
