import type { AdminCustomerDetail, AdminCustomerList } from "../../../../domain/api/customers.ts";
import { adminJson } from "../auth/admin-fetch.ts";
import { downloadAdminFile } from "../lib/download.ts";
import { type CustomersSearch, customersQuery } from "./customers-search.ts";

export const fetchCustomers = (search: CustomersSearch, signal?: AbortSignal) =>
  adminJson<AdminCustomerList>(`/customers?${customersQuery(search)}`, signal);

/** A customer and one page of their orders (the first unless asked: 'Ver más pedidos' asks for the next). */
export const fetchCustomer = (id: number, signal?: AbortSignal, page = 1) =>
  adminJson<AdminCustomerDetail>(`/customers/${id}${page > 1 ? `?page=${page}` : ""}`, signal);

/** Downloads GET /api/admin/customers/export.csv (the list's search and order) under the server's file name. */
export const downloadCustomersCsv = (search: CustomersSearch) =>
  downloadAdminFile(`/customers/export.csv?${customersQuery(search, false)}`, "clientes");
