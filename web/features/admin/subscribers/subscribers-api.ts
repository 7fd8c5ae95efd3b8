import type { AdminSubscriberList } from "../../../../domain/api/admin.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

export const fetchSubscribers = (signal?: AbortSignal) => adminJson<AdminSubscriberList>("/subscribers", signal);

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
