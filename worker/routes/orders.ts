import { Hono } from "hono";
import * as z from "zod";
import type { OrderAnswer, PlacedOrder } from "../../domain/api/orders.ts";
import { awaitsTransfer } from "../../domain/order-status.ts";
import { orderRequest } from "../../domain/schemas/checkout.ts";
import { cfeParam } from "../../domain/schemas/invoices.ts";
import { serviceRole, type Tx } from "../db/database.ts";
import { readInvoice, readOrderInvoices } from "../db/invoices.ts";
import { readStatusHistory } from "../db/order-moves.ts";
import { type OrderRow, readOrder } from "../db/orders.ts";
import { readOrderDocuments } from "../db/product-documents.ts";
import { paymentServiceDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { followUp } from "../http/follow-up.ts";
import { RATE_LIMITS, rateLimit } from "../http/rate-limit.ts";
import { zv } from "../http/validate.ts";
import { wholesaleBuyer } from "../http/wholesale-buyer.ts";
import { saveAddressAfterOrder } from "../services/accounts/addresses.ts";
import { refreshQueuedCustomers } from "../services/customers/refresh.ts";
import { cfePrintOf, orderInvoicesOf } from "../services/invoices/views.ts";
import { orderView } from "../services/order-view.ts";
import { attachLaterReceipt } from "../services/orders/later-receipt.ts";
import { lookUpPayments } from "../services/payments/look-up.ts";
import { ensureCheckout } from "../services/payments/start-checkout.ts";
import { placeOrder } from "../services/place-order.ts";
import { timingSafeEqual } from "../services/secrets.ts";
import { receiptUploadGuards, storeReceiptUpload } from "./uploads.ts";

const orderParam = z.object({
  id: z.coerce.number({ error: "Pedido no válido." }).int().positive({ error: "Pedido no válido." }),
});
const tokenQuery = z.object({
  token: z.string({ error: "Enlace no válido." }).min(32, { error: "Enlace no válido." }).max(100),
});

/** The order, if `token` is its secret; a wrong token and a missing order look the same (ids alone reveal nothing). */
async function ownOrder(tx: Tx, id: number, token: string): Promise<OrderRow | undefined> {
  const order = await readOrder(tx, id);
  return order && timingSafeEqual(order.accessToken, token) ? order : undefined;
}

const receiptNotExpected = () =>
  new ApiError(409, "receipt_not_expected", "Este pedido no espera un comprobante de transferencia.");

const paymentCheck = z.object({
  paymentId: z
    .string()
    .regex(/^\d{1,20}$/, { error: "Pago no válido." })
    .optional(),
});

export const orderRoutes = new Hono<AppEnv>()
  /** POST /api/orders: place an order from ids and quantities; prices, totals and status come from the server. */
  .post("/", rateLimit(RATE_LIMITS.order), zv("json", orderRequest), async (c) => {
    const { config, db, now } = c.var.deps;
    // Signed in to 'Mi cuenta': the order belongs to the account (issue 43), from the verified token only; an
    // approved company's buyer is priced from its list (issue 44), read here once, before the order's transaction.
    const body = c.req.valid("json");
    const buyer = await wholesaleBuyer(
      c,
      body.items.map((i) => i.variantId),
    );
    const { order, created, mailIds, invoiceIds } = await placeOrder(
      { db, now, shopEmail: config.SHOP_NOTIFY_EMAIL, siteUrl: config.PUBLIC_SITE_URL },
      body,
      buyer,
    );
    // 'Guardar esta dirección en mi cuenta': after the order, and never at its expense.
    if (created && buyer.customerUserId && body.saveAddress)
      await saveAddressAfterOrder(db, buyer.customerUserId, body);
    // Stock moved: this isolate's cached product pages and listings would show the old quantities. The mails (and
    // the CFE job of an order approved with nothing to pay) were queued with the order: sent after the answer.
    followUp(c, { stockMoved: created, mailIds, invoiceIds });
    // Its customer row (Clientes), queued by the order's transaction: refreshed after the answer (decision 032).
    if (created) c.var.defer(refreshQueuedCustomers(db));
    c.header("Cache-Control", "no-store");
    // Mercado Pago: the page where the buyer pays (created once per order; a replay gets the same one).
    const checkoutUrl = await ensureCheckout(
      { db, now, payments: c.var.deps.payments, siteUrl: config.PUBLIC_SITE_URL },
      order,
    );
    return c.json(
      {
        order: orderView({ ...order, checkoutUrl: checkoutUrl ?? order.checkoutUrl }),
        checkoutUrl,
      } satisfies PlacedOrder,
      created ? 201 : 200,
    );
  })
  /** GET /api/orders/:id?token=…: the customer's own order, only with its secret token. */
  .get("/:id", zv("param", orderParam), zv("query", tokenQuery), async (c) => {
    const { id } = c.req.valid("param");
    const { token } = c.req.valid("query");
    const found = await c.var.deps.db.run(serviceRole, async (tx) => {
      const order = await ownOrder(tx, id, token);
      if (!order) return undefined;
      return {
        order,
        history: await readStatusHistory(tx, id),
        invoices: await readOrderInvoices(tx, id),
        documents: await readOrderDocuments(tx, id),
      };
    });
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    if (!found) throw notFound("No encontramos el pedido.");
    const order = orderView(found.order, found.history);
    return c.json({
      order,
      invoices: orderInvoicesOf(found.invoices),
      documents: found.documents,
    } satisfies OrderAnswer);
  })
  /** GET /api/orders/:id/cfe/:kind?token=…: the issued CFE's (or credit note's) data for its PDF, to the token's holder. */
  .get("/:id/cfe/:kind", zv("param", cfeParam), zv("query", tokenQuery), async (c) => {
    const { id, kind } = c.req.valid("param");
    const { token } = c.req.valid("query");
    const print = await c.var.deps.db.run(serviceRole, async (tx) => {
      if (!(await ownOrder(tx, id, token))) return null;
      const row = await readInvoice(tx, id, kind);
      return row ? cfePrintOf(row) : null;
    });
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    if (!print) throw notFound("No encontramos ese comprobante.");
    return c.json(print);
  })
  /**
   * POST /api/orders/:id/receipt?token=… (multipart, field 'file'): the transfer receipt, sent later from the order
   * page. The same checks as at checkout (routes/uploads.ts: rate limit, 2 MB, type by the bytes); only a bank
   * transfer waiting for the money takes one, and a second one replaces the first. The shop gets a notice.
   */
  .post("/:id/receipt", ...receiptUploadGuards, zv("param", orderParam), zv("query", tokenQuery), async (c) => {
    const { id } = c.req.valid("param");
    const { token } = c.req.valid("query");
    const { db, config } = c.var.deps;
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    const known = await db.run(serviceRole, (tx) => ownOrder(tx, id, token));
    if (!known) throw notFound("No encontramos el pedido.");
    if (!awaitsTransfer(known)) throw receiptNotExpected();
    const file = await storeReceiptUpload(c);
    const attached = await attachLaterReceipt(
      { db, shopEmail: config.SHOP_NOTIFY_EMAIL, siteUrl: config.PUBLIC_SITE_URL },
      id,
      file.id,
    );
    if (!attached) throw receiptNotExpected();
    followUp(c, { stockMoved: false, mailIds: attached.mailIds });
    const { history, invoices } = await db.run(serviceRole, async (tx) => ({
      history: await readStatusHistory(tx, id),
      invoices: await readOrderInvoices(tx, id),
    }));
    return c.json({
      order: orderView(attached.order, history),
      invoices: orderInvoicesOf(invoices),
    } satisfies OrderAnswer);
  })
  /**
   * POST /api/orders/:id/payment-check?token=…: the return pages ask the server to look the payment up
   * with Mercado Pago (the payment id the return URL carries, or the order's payments), so the shopper
   * does not wait for the webhook. Nothing in the URL is believed: the answer is what Mercado Pago says.
   */
  .post(
    "/:id/payment-check",
    rateLimit(RATE_LIMITS.paymentCheck),
    zv("param", orderParam),
    zv("query", tokenQuery),
    zv("json", paymentCheck),
    async (c) => {
      const { id } = c.req.valid("param");
      const { token } = c.req.valid("query");
      const { paymentId } = c.req.valid("json");
      const deps = c.var.deps;
      const known = await deps.db.run(serviceRole, (tx) => ownOrder(tx, id, token));
      c.header("Cache-Control", "no-store");
      c.header("Referrer-Policy", "no-referrer");
      if (!known) throw notFound("No encontramos el pedido.");
      // An order with nothing to pay ($ 0) never had a Mercado Pago payment to look up.
      if (known.paymentMethod === "mercadopago" && known.total > 0) {
        try {
          for (const outcome of await lookUpPayments(paymentServiceDeps(deps), id, paymentId)) {
            followUp(c, outcome);
          }
        } catch (error) {
          // Mercado Pago did not answer: show what the shop knows; the webhook and the job will follow.
          console.error(`[payments] look-up for order ${id} failed:`, error);
        }
      }
      const { order, history, invoices } = await deps.db.run(serviceRole, async (tx) => ({
        order: await readOrder(tx, id),
        history: await readStatusHistory(tx, id),
        invoices: await readOrderInvoices(tx, id),
      }));
      return c.json({
        order: orderView(order ?? known, history),
        invoices: orderInvoicesOf(invoices),
      } satisfies OrderAnswer);
    },
  );
