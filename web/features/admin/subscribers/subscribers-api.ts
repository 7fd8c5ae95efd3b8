import type { AdminSubscriberList } from "../../../../domain/api/admin.ts";
import { adminJson } from "../auth/admin-fetch.ts";
import { downloadAdminFile } from "../lib/download.ts";

export const fetchSubscribers = (signal?: AbortSignal) => adminJson<AdminSubscriberList>("/subscribers", signal);

/** Downloads GET /api/admin/subscribers/export.csv under the server's file name. */
export const downloadSubscribersCsv = () => downloadAdminFile("/subscribers/export.csv", "suscriptores");
