import type { ListRead } from "../shell/admin-data.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { fetchMailPreviews } from "./mails-api.ts";

/**
 * /admin/mails?mail=<kind>: every mail with sample data, and the one shown. Choosing another mail changes only
 * the search param: the list's read is kept (listReads), not read again.
 */
export const loadMails = (search: AdminSearch, list: ListRead) => ({
  list: list("mails", fetchMailPreviews),
  selected: typeof search.mail === "string" && /^[a-z_]{1,60}$/.test(search.mail) ? search.mail : undefined,
});

export type MailsData = ReturnType<typeof loadMails>;
