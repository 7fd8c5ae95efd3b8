import { adminRead, type ListRead } from "../shell/admin-data.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { fetchCustomer, fetchCustomers } from "./customers-api.ts";
import { customersQuery, parseCustomersSearch } from "./customers-search.ts";

/** /admin/customers: the page of customers the search and sort name; with ?customer=<id>, that customer's page. */
export function loadCustomers(raw: AdminSearch, list: ListRead) {
  const search = parseCustomersSearch(raw);
  const id = search.customer;
  return {
    search,
    list: id === undefined ? list(`customers?${customersQuery(search)}`, () => fetchCustomers(search)) : undefined,
    customer: id === undefined ? undefined : adminRead(() => fetchCustomer(id)),
  };
}

export type CustomersData = ReturnType<typeof loadCustomers>;
