import type { Loaded } from "../../../lib/get-json.ts";
import { fetchInvoicingStatus } from "../lib/invoices-api.ts";
import { adminRead, type ListRead } from "../shell/admin-data.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { fetchOrder, fetchOrderCounts, fetchOrders, fetchReceipt, fetchRemitos } from "./orders-api.ts";
import { ordersQuery, parseOpenOrder, parseOrdersSearch, parsePrintIds } from "./orders-search.ts";

/**
 * /admin/orders: the page of the desk the filters name and, with ?order=<id>, that order and its receipt; with
 * ?print=<ids>, those orders for their remitos; and what the desk says about e-invoices.
 */
export function loadOrders(raw: AdminSearch, list: ListRead) {
  const search = parseOrdersSearch(raw);
  const print = parsePrintIds(raw);
  const open = parseOpenOrder(raw);
  const order = open === undefined ? undefined : adminRead(() => fetchOrder(open));
  return {
    /** ?print=1005,1006: the orders whose remitos are printed (Remitos.tsx). */
    print: print ? adminRead(() => fetchRemitos(print)) : undefined,
    list: list(`orders?${ordersQuery(search)}`, () => fetchOrders(search)),
    /** The tabs' counts: read again with each list (a tab, a page), kept while an order opens over it. */
    counts: list(`orders/counts?${ordersQuery(search)}`, () => fetchOrderCounts()),
    order,
    /** What the desk says about e-invoices (DeskNotices.tsx): read with the page, kept while an order opens. */
    invoicing: list("invoices/status", () => fetchInvoicingStatus()),
    // The transfer receipt, when the order has one (sent to admins only: fetched with the token, shown from a blob).
    receipt: order?.then(({ data }): Promise<Loaded<Blob>> | Loaded<Blob> =>
      data?.receiptUrl && open !== undefined ? adminRead(() => fetchReceipt(open)) : { error: "" },
    ),
  };
}

export type OrdersData = ReturnType<typeof loadOrders>;
