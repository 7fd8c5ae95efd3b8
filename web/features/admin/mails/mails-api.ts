import type { MailPreview, MailPreviewList } from "../../../../domain/api/mails.ts";
import { adminJson } from "../auth/admin-fetch.ts";

export type { MailPreview };

/** Every mail the shop sends, rendered with sample data (GET /api/admin/mails). */
export const fetchMailPreviews = (signal?: AbortSignal) => adminJson<MailPreviewList>("/mails", signal);
