import type { AdminPrivacyDeletionList, AdminSubscriberList } from "../../../../domain/api/admin.ts";
import { adminJson } from "../auth/admin-fetch.ts";
import { downloadAdminFile } from "../lib/download.ts";

export const fetchSubscribers = (signal?: AbortSignal) => adminJson<AdminSubscriberList>("/subscribers", signal);

/** The log of the deletions asked from 'Mis datos' (decision 031), newest first. */
export const fetchDeletions = (signal?: AbortSignal) =>
  adminJson<AdminPrivacyDeletionList>("/privacy/deletions", signal);

/** Downloads GET /api/admin/subscribers/export.csv under the server's file name. */
export const downloadSubscribersCsv = () => downloadAdminFile("/subscribers/export.csv", "suscriptores");
