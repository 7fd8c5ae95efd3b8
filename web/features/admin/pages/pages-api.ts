import type { PageAnswer, PageList } from "../../../../domain/api/pages.ts";
import type { PageData, PageSlug } from "../../../../domain/schemas/page.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

// The back office's calls for the pages the owner writes (worker/routes/admin/pages.ts).

export const fetchPages = (signal?: AbortSignal) => adminJson<PageList>("/pages", signal);

export async function savePage(slug: PageSlug, page: PageData): Promise<PageAnswer> {
  const res = await adminFetch(`/pages/${slug}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(page),
  });
  return (await res.json()) as PageAnswer;
}
