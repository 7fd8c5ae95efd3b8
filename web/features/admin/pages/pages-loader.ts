import { isPageSlug } from "../../../../domain/schemas/page.ts";
import type { ListRead } from "../shell/admin-data.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { fetchPages } from "./pages-api.ts";

/**
 * /admin/pages: the four pages; ?slug=terminos opens one in the editor. Opening or closing the editor changes only
 * the search param: the list's read is kept (listReads), not read again.
 */
export const loadPages = (search: AdminSearch, list: ListRead) => ({
  list: list("pages", fetchPages),
  slug: isPageSlug(search.slug) ? search.slug : undefined,
});

export type PagesData = ReturnType<typeof loadPages>;
