import { adminRead } from "../shell/admin-data.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { fetchQuotes } from "./quotes-api.ts";

/** /admin/quotes: every quote, newest first; ?edit=<id> opens one (the shop's notice links there). */
export const loadQuotes = (search: AdminSearch) => ({
  quotes: adminRead(fetchQuotes),
  open: typeof search.edit === "number" ? search.edit : undefined,
});
