import * as z from "zod";
import { CUSTOMER_SORTS, DEFAULT_CUSTOMER_SORT } from "../../../../domain/schemas/admin-customers.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { idParam, textParam, wholeNumber } from "../shell/open-item.ts";

/**
 * Clientes' state in the URL (/admin/customers?q=&sortBy=&page=, and ?customer=<id> for a customer's page), the
 * same values the API takes (domain/schemas/admin-customers.ts; the sort written as the products' is, '-spent' for
 * the largest first). A value that does not fit is dropped, not an error.
 */
const customersSearch = z.object({
  q: textParam,
  sortBy: z.enum(CUSTOMER_SORTS).optional().catch(undefined),
  page: wholeNumber(1, 10_000),
  customer: idParam,
});

export type CustomersSearch = z.infer<typeof customersSearch>;

export function parseCustomersSearch(raw: AdminSearch): CustomersSearch {
  const parsed = customersSearch.parse(raw);
  if (parsed.page === 1) parsed.page = undefined;
  // The newest last order first is the list's own order: the URL does not repeat it.
  if (parsed.sortBy === DEFAULT_CUSTOMER_SORT) parsed.sortBy = undefined;
  return parsed;
}

/** The list's state as the URL keeps it. */
export function customersUrl(search: CustomersSearch): AdminSearch {
  return search as AdminSearch;
}

/** The list's query for /api/admin/customers and its CSV: the values that are set only (?sort= to the API). */
export function customersQuery(search: CustomersSearch, withPage = true): string {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.sortBy) params.set("sort", search.sortBy);
  if (withPage && search.page) params.set("page", String(search.page));
  return params.toString();
}
