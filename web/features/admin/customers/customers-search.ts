import * as z from "zod";
import {
  CUSTOMER_SORTS,
  type CustomerSort,
  type SortDir,
  sortDir,
} from "../../../../domain/schemas/admin-customers.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { idParam, textParam, wholeNumber } from "../shell/open-item.ts";

/**
 * Clientes' state in the URL (/admin/customers?q=&by=&dir=&page=, and ?customer=<id> for a customer's page), the
 * same values the API takes (domain/schemas/admin-customers.ts). A value that does not fit is dropped, not an error.
 */
const customersSearch = z.object({
  q: textParam,
  by: z
    .enum(Object.keys(CUSTOMER_SORTS) as [CustomerSort, ...CustomerSort[]])
    .optional()
    .catch(undefined),
  dir: z.enum(["asc", "desc"]).optional().catch(undefined),
  page: wholeNumber(1, 10_000),
  customer: idParam,
});

/** The list's state: 'sort' as the API names it (the URL says 'by'). */
export type CustomersSearch = Omit<z.infer<typeof customersSearch>, "by"> & { sort?: CustomerSort };

export function parseCustomersSearch(raw: AdminSearch): CustomersSearch {
  const { by, ...rest } = customersSearch.parse(raw);
  const parsed: CustomersSearch = { ...rest, sort: by };
  if (parsed.page === 1) parsed.page = undefined;
  if (parsed.sort === "last") parsed.sort = undefined;
  if (parsed.dir && parsed.dir === CUSTOMER_SORTS[parsed.sort ?? "last"].dir) parsed.dir = undefined;
  return parsed;
}

/** The list's state as the URL keeps it (?by= for the sort). */
export function customersUrl(search: CustomersSearch): AdminSearch {
  const { sort, ...rest } = search;
  return { ...rest, by: sort } as AdminSearch;
}

/** The list's query for /api/admin/customers and its CSV: the values that are set only. */
export function customersQuery(search: CustomersSearch, withPage = true): string {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.sort) params.set("sort", search.sort);
  if (search.dir) params.set("dir", search.dir);
  if (withPage && search.page) params.set("page", String(search.page));
  return params.toString();
}

/** The sort a column header's button asks for: the column in its natural direction, or the other way if it is on. */
export function nextSort(search: CustomersSearch, column: CustomerSort): Pick<CustomersSearch, "sort" | "dir"> {
  const current = search.sort ?? "last";
  const dir: SortDir =
    current === column ? (sortDir(current, search.dir) === "asc" ? "desc" : "asc") : CUSTOMER_SORTS[column].dir;
  return { sort: column === "last" ? undefined : column, dir: dir === CUSTOMER_SORTS[column].dir ? undefined : dir };
}

/** aria-sort of a column header. */
export function ariaSort(search: CustomersSearch, column: CustomerSort): "ascending" | "descending" | undefined {
  if ((search.sort ?? "last") !== column) return undefined;
  return sortDir(column, search.dir) === "asc" ? "ascending" : "descending";
}
