import * as z from "zod";
import { blankAsMissing } from "./fields.ts";

// Clientes (issue 41, item 5): the list's query string (search, sort, page) and a customer's id.

/** The columns the list sorts by; each has its natural first direction (newest, largest, A to Z). */
export const CUSTOMER_SORTS = {
  last: { label: "Último pedido", dir: "desc" },
  first: { label: "Primer pedido", dir: "desc" },
  name: { label: "Nombre", dir: "asc" },
  orders: { label: "Pedidos", dir: "desc" },
  spent: { label: "Total gastado", dir: "desc" },
} as const;
export type CustomerSort = keyof typeof CUSTOMER_SORTS;
export type SortDir = "asc" | "desc";

export const CUSTOMERS_PAGE_SIZE = 50;

const customerFilters = {
  q: z.preprocess(
    blankAsMissing,
    z.string().trim().max(100, { error: "Búsqueda demasiado larga (máximo 100 caracteres)." }).optional(),
  ),
  sort: z.preprocess(
    blankAsMissing,
    z
      .enum(Object.keys(CUSTOMER_SORTS) as [CustomerSort, ...CustomerSort[]], { error: "Orden no válido." })
      .default("last"),
  ),
  dir: z.preprocess(blankAsMissing, z.enum(["asc", "desc"], { error: "Sentido del orden no válido." }).optional()),
};

/** GET /api/admin/customers/export.csv: every customer the search finds, in the list's order. */
export const adminCustomerFilters = z.object(customerFilters);

/** GET /api/admin/customers: one page of them. */
export const adminCustomerListQuery = z.object({
  ...customerFilters,
  page: z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: "Página no válida." }).int({ error: "Página no válida." }).min(1).max(10_000).default(1),
  ),
});

export const adminCustomerParam = z.object({
  id: z.coerce.number({ error: "Cliente no válido." }).int().positive({ error: "Cliente no válido." }),
});

export type AdminCustomerFilters = z.output<typeof adminCustomerFilters>;
export type AdminCustomerListQuery = z.output<typeof adminCustomerListQuery>;

/** The direction a sort runs in: the one asked for, else the column's natural one. */
export function sortDir(sort: CustomerSort, dir: SortDir | undefined): SortDir {
  return dir ?? CUSTOMER_SORTS[sort].dir;
}
