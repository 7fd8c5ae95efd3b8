import { Hono } from "hono";
import type { AdminCustomerDetail, AdminCustomerList } from "../../../domain/api/customers.ts";
import { montevideoDate } from "../../../domain/dates.ts";
import {
  type AdminCustomerFilters,
  adminCustomerFilters,
  adminCustomerListQuery,
  adminCustomerOrdersQuery,
  adminCustomerParam,
  CUSTOMER_ORDERS_PAGE_SIZE,
  CUSTOMERS_PAGE_SIZE,
} from "../../../domain/schemas/admin-customers.ts";
import { foldText } from "../../../domain/text.ts";
import { type CustomerFilters, customerOrders, listCustomers, readCustomer } from "../../db/admin-customers.ts";
import { type Caller, serviceRole } from "../../db/database.ts";
import type { AppEnv } from "../../env.ts";
import { notFound } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";
import { streamCustomersCsv } from "../../services/customers/customers-csv.ts";

/** The search folded like customers.search_key; digits typed with spaces or dashes find the phone's bare digits. */
const filtersOf = (q: AdminCustomerFilters): CustomerFilters => ({
  search: !q.q ? undefined : /^[\d\s\-+().]+$/.test(q.q) && /\d/.test(q.q) ? q.q.replace(/\D/g, "") : foldText(q.q),
  sort: q.sort,
});

/**
 * The admin's caller, or service_role for a text search: under RLS, LIKE (not leakproof) cannot use the trigram
 * index and every customer would be scanned. The desk does the same for its search, for the same reason
 * (services/orders/admin-orders.ts readerFor); reached only through requireAdmin, it reads and writes nothing else.
 */
const readerFor = (caller: Caller, filters: CustomerFilters): Caller => (filters.search ? serviceRole : caller);

/**
 * /api/admin/customers ('Clientes', issue 41 item 5): the customers made from the orders (one per e-mail address,
 * kept by the database: migration 20261201030000_customers.sql), read under the admin's claims (RLS).
 */
export const adminCustomerRoutes = new Hono<AppEnv>()
  /** GET /api/admin/customers?q&sort&page: one page of customers, and whether another follows. */
  .get("/", zv("query", adminCustomerListQuery), async (c) => {
    const query = c.req.valid("query");
    const offset = (query.page - 1) * CUSTOMERS_PAGE_SIZE;
    const filters = filtersOf(query);
    const rows = await c.var.deps.db.run(readerFor(c.var.caller, filters), (tx) =>
      listCustomers(tx, filters, { limit: CUSTOMERS_PAGE_SIZE + 1, offset }),
    );
    c.header("Cache-Control", "private, no-store");
    return c.json({
      customers: rows.slice(0, CUSTOMERS_PAGE_SIZE),
      page: query.page,
      pageSize: CUSTOMERS_PAGE_SIZE,
      hasMore: rows.length > CUSTOMERS_PAGE_SIZE,
    } satisfies AdminCustomerList);
  })
  /**
   * GET /api/admin/customers/export.csv?q&sort: every customer the search finds, for Excel in Spanish; streamed in
   * keyset pages as the desk's exports are (the request's connection is kept until the stream is done).
   */
  .get("/export.csv", zv("query", adminCustomerFilters), async (c) => {
    const filters = filtersOf(c.req.valid("query"));
    const csv = streamCustomersCsv(c.var.deps.db, readerFor(c.var.caller, filters), filters);
    c.var.defer(csv.done);
    const day = montevideoDate(new Date());
    return c.body(csv.stream, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="clientes-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  })
  /**
   * GET /api/admin/customers/:id?page=: the customer and one page of their orders, newest first, and whether
   * another follows (one row more is read to know; no count: the customer's own `orders` says how many).
   */
  .get("/:id", zv("param", adminCustomerParam), zv("query", adminCustomerOrdersQuery), async (c) => {
    const { page } = c.req.valid("query");
    const size = CUSTOMER_ORDERS_PAGE_SIZE;
    const answer = await c.var.deps.db.run(c.var.caller, async (tx) => {
      const customer = await readCustomer(tx, c.req.valid("param").id);
      if (!customer) return null;
      const orders = await customerOrders(tx, customer.email, { limit: size + 1, offset: (page - 1) * size });
      return { customer, orders: orders.slice(0, size), page, pageSize: size, hasMore: orders.length > size };
    });
    if (!answer) throw notFound("No encontramos el cliente.");
    c.header("Cache-Control", "private, no-store");
    return c.json(answer satisfies AdminCustomerDetail);
  });
