import * as z from "zod";
import { blankAsMissing, pageNumber } from "./fields.ts";

// Clientes (issue 41, item 5): the list's query string (search, sort, page) and a customer's id.

/**
 * The list's orders, written as the products' are (domain/schemas/product-form.ts PRODUCT_SORTS): the column, with a
 * leading '-' for descending. The newest last order first unless asked.
 */
export const CUSTOMER_SORTS = [
  "last",
  "-last",
  "first",
  "-first",
  "name",
  "-name",
  "orders",
  "-orders",
  "spent",
  "-spent",
] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export type CustomerSortColumn = Exclude<CustomerSort, `-${string}`>;
export const DEFAULT_CUSTOMER_SORT: CustomerSort = "-last";

export const CUSTOMERS_PAGE_SIZE = 50;
/** A customer's page lists their orders this many at a time ('Ver más pedidos'). */
export const CUSTOMER_ORDERS_PAGE_SIZE = 50;

const customerFilters = {
  q: z.preprocess(
    blankAsMissing,
    z.string().trim().max(100, { error: "Búsqueda demasiado larga (máximo 100 caracteres)." }).optional(),
  ),
  sort: z.preprocess(
    blankAsMissing,
    z.enum(CUSTOMER_SORTS, { error: "Orden no válido." }).default(DEFAULT_CUSTOMER_SORT),
  ),
};

/** GET /api/admin/customers/export.csv: every customer the search finds, in the list's order. */
export const adminCustomerFilters = z.object(customerFilters);

/** GET /api/admin/customers: one page of them. */
export const adminCustomerListQuery = z.object({
  ...customerFilters,
  page: pageNumber(10_000),
});

/** GET /api/admin/customers/:id?page=: the customer and one page of their orders, newest first. */
export const adminCustomerOrdersQuery = z.object({
  page: pageNumber(10_000),
});

export const adminCustomerParam = z.object({
  id: z.coerce.number({ error: "Cliente no válido." }).int().positive({ error: "Cliente no válido." }),
});

export type AdminCustomerFilters = z.output<typeof adminCustomerFilters>;
export type AdminCustomerListQuery = z.output<typeof adminCustomerListQuery>;
