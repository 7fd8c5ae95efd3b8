import type { AdminCustomer, AdminCustomerOrder } from "../../domain/api/customers.ts";
import type { CustomerSort, CustomerSortColumn } from "../../domain/schemas/admin-customers.ts";
import type { Tx } from "./database.ts";

// Clientes (issue 41, item 5): the customers table that a trigger on orders keeps (migration
// 20261201030000_customers.sql), read under the admin's claims (RLS), and a customer's orders.

export interface CustomerFilters {
  /** Already folded (domain/text.ts foldText), like customers.search_key. */
  search?: string;
  /** A column, '-' first for descending. */
  sort: CustomerSort;
}

const COLUMNS = (tx: Tx) => tx`
  c.id::int, c.email, c.name, c.phone, c.rut, c.company_name as "companyName", c.orders_count as orders,
  c.paid_count as "paidOrders", c.spent::int as spent, c.first_order_at as "firstOrderAt",
  c.last_order_at as "lastOrderAt"`;

/** The sort column, then the id: the same order on every page (each pair has its index). */
function sortColumn(tx: Tx, sort: CustomerSort) {
  return {
    last: tx`c.last_order_at`,
    first: tx`c.first_order_at`,
    name: tx`c.name`,
    orders: tx`c.orders_count`,
    spent: tx`c.spent`,
  }[sort.replace(/^-/, "") as CustomerSortColumn];
}

function orderBy(tx: Tx, sort: CustomerSort) {
  const descending = sort.startsWith("-");
  const column = sortColumn(tx, sort);
  return descending ? tx`${column} desc, c.id desc` : tx`${column} asc, c.id asc`;
}

/** LIKE wildcards typed by the admin are searched for literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(tx: Tx, f: CustomerFilters) {
  return f.search ? tx`where c.search_key like ${`%${likeEscape(f.search)}%`}` : tx``;
}

/** Where an export page starts: the sort column's value as text (timestamps keep their microseconds) and the id. */
export interface CustomerCursor {
  key: string;
  id: number;
}

/** The cursor's text read back as the sort column's type. */
function cursorValue(tx: Tx, sort: CustomerSort, key: string) {
  return {
    last: tx`${key}::timestamptz`,
    first: tx`${key}::timestamptz`,
    name: tx`${key}::text`,
    orders: tx`${key}::integer`,
    spent: tx`${key}::bigint`,
  }[sort.replace(/^-/, "") as CustomerSortColumn];
}

/**
 * One page of the export (keyset: the rows after `after` in the list's order, on the sort's index), and the cursor
 * of its last row. Each page is its own short query, whatever the number of customers.
 */
export async function exportCustomersPage(
  tx: Tx,
  filters: CustomerFilters,
  after: CustomerCursor | null,
  size: number,
): Promise<{ rows: AdminCustomer[]; last: CustomerCursor | null }> {
  const column = sortColumn(tx, filters.sort);
  const search = filters.search ? tx`c.search_key like ${`%${likeEscape(filters.search)}%`}` : tx`true`;
  let from = tx`true`;
  if (after) {
    const value = cursorValue(tx, filters.sort, after.key);
    from = filters.sort.startsWith("-")
      ? tx`(${column}, c.id) < (${value}, ${after.id})`
      : tx`(${column}, c.id) > (${value}, ${after.id})`;
  }
  const rows = await tx<(CustomerRow & { cursorKey: string })[]>`
    select ${COLUMNS(tx)}, (${column})::text as "cursorKey" from customers c
     where ${search} and ${from}
     order by ${orderBy(tx, filters.sort)}
     limit ${size}`;
  const last = rows.at(-1);
  return {
    rows: rows.map(({ cursorKey: _, ...row }: CustomerRow & { cursorKey: string }) => asCustomer(row)),
    last: last ? { key: last.cursorKey, id: last.id } : null,
  };
}

type CustomerRow = Omit<AdminCustomer, "firstOrderAt" | "lastOrderAt"> & { firstOrderAt: Date; lastOrderAt: Date };

const asCustomer = (r: CustomerRow): AdminCustomer => ({
  ...r,
  firstOrderAt: new Date(r.firstOrderAt).toISOString(),
  lastOrderAt: new Date(r.lastOrderAt).toISOString(),
});

/** One page of customers (limit + offset; the caller asks one more row to know whether another page follows). */
export async function listCustomers(
  tx: Tx,
  filters: CustomerFilters,
  page: { limit: number; offset: number },
): Promise<AdminCustomer[]> {
  const rows = await tx<CustomerRow[]>`
    select ${COLUMNS(tx)} from customers c ${where(tx, filters)}
     order by ${orderBy(tx, filters.sort)}
     limit ${page.limit} offset ${page.offset}`;
  return rows.map(asCustomer);
}

export async function readCustomer(tx: Tx, id: number): Promise<AdminCustomer | undefined> {
  const [row] = await tx<CustomerRow[]>`select ${COLUMNS(tx)} from customers c where c.id = ${id}`;
  return row ? asCustomer(row) : undefined;
}

/** A customer's orders the desk lists, newest first (orders_by_email). */
export async function customerOrders(
  tx: Tx,
  email: string,
  page: { limit: number; offset: number },
): Promise<AdminCustomerOrder[]> {
  const rows = await tx<(Omit<AdminCustomerOrder, "createdAt"> & { createdAt: Date })[]>`
    select o.id::int, o.created_at as "createdAt", o.status, o.fulfilment, o.sale_annulled as "saleAnnulled",
           o.total, o.payment_method as "paymentMethod", o.delivery_method as "deliveryMethod"
      from orders o
     where lower(o.email) = ${email} and o.status <> 'mercado'
     order by o.created_at desc, o.id desc
     limit ${page.limit} offset ${page.offset}`;
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}
