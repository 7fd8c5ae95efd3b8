import { type Context, Hono } from "hono";
import type { AdminOrderLotLine, AdminRemitos, BulkMoveResult } from "../../../domain/api/admin.ts";
import { montevideoDate } from "../../../domain/dates.ts";
import {
  adminOrderFilters,
  adminOrderListQuery,
  adminOrderParam,
  adminPrintQuery,
  bulkMoveRequest,
  orderMoveRequest,
  orderNoteRequest,
} from "../../../domain/schemas/admin-orders.ts";
import { cfeParam } from "../../../domain/schemas/invoices.ts";
import { readReceiptFileId } from "../../db/admin-orders.ts";
import { serviceRole } from "../../db/database.ts";
import { readStoredFile } from "../../db/files.ts";
import { paymentServiceDeps } from "../../deps.ts";
import type { AppEnv } from "../../env.ts";
import { ApiError, notFound } from "../../http/errors.ts";
import { followUp } from "../../http/follow-up.ts";
import { storedFileResponse } from "../../http/stored-file-response.ts";
import { zv } from "../../http/validate.ts";
import { adminInvoicePrint, retryOrderInvoice } from "../../services/invoices/admin-invoices.ts";
import { readOrderLotForm } from "../../services/lots/order-lots.ts";
import { orderView } from "../../services/order-view.ts";
import { listOrders, orderTabCounts, readAdminOrder, readRemitos } from "../../services/orders/admin-orders.ts";
import { addOrderNote, adminMover, moveSeveral, releaseReservation, toShipment } from "../../services/orders/desk.ts";
import { type MoveResult, type Mover, moveOrder } from "../../services/orders/move-order.ts";
import { streamItemsCsv, streamOrdersCsv } from "../../services/orders/order-exports.ts";
import type { PaymentServiceDeps } from "../../services/payments/apply-payment.ts";

/**
 * /api/admin/orders: the orders desk (requireAdmin has run: c.var.caller is the admin's claims, so every
 * read below runs under RLS as the admin). Every move goes through the one order service.
 */
export const adminOrderRoutes = new Hono<AppEnv>()
  /** GET /api/admin/orders?page&pageSize&status&payment&delivery&from&to&q: one page, newest first. */
  .get("/", zv("query", adminOrderListQuery), async (c) => {
    return c.json(await listOrders(c.var.deps.db, c.var.caller, c.req.valid("query")));
  })
  /** GET /api/admin/orders/counts: the desk's tab counts, one statement, each capped (domain/order-tabs.ts). */
  .get("/counts", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json({ counts: await orderTabCounts(c.var.deps.db, c.var.caller) });
  })
  /**
   * GET /api/admin/orders/export.csv?<the same filters>: one line per order with its amounts, for Excel in
   * Spanish; streamed (services/orders/order-exports.ts).
   */
  .get("/export.csv", zv("query", adminOrderFilters), (c) =>
    csvResponse(c, "pedidos", streamOrdersCsv(c.var.deps.db, c.var.caller, c.req.valid("query"))),
  )
  /** GET /api/admin/orders/export-items.csv?<the same filters>: one line per product sold; streamed. */
  .get("/export-items.csv", zv("query", adminOrderFilters), (c) =>
    csvResponse(c, "productos-vendidos", streamItemsCsv(c.var.deps.db, c.var.caller, c.req.valid("query"))),
  )
  /** GET /api/admin/orders/print?ids=1005,1006: those orders for their remitos, with their products' codes. */
  .get("/print", zv("query", adminPrintQuery), async (c) => {
    const remitos = await readRemitos(c.var.deps.db, c.var.caller, c.req.valid("query").ids);
    if (remitos.orders.length === 0) throw notFound("No encontramos los pedidos.");
    return c.json(remitos satisfies AdminRemitos);
  })
  /** GET /api/admin/orders/:id: the order, its history and its payment log. */
  .get("/:id", zv("param", adminOrderParam), async (c) => {
    const order = await readAdminOrder(c.var.deps.db, c.var.caller, c.req.valid("param").id);
    if (!order) throw notFound("No encontramos el pedido.");
    return c.json({ order });
  })
  /**
   * GET /api/admin/orders/:id/lots: the lines whose products have lots, each with its lots not expired and what
   * the move form fills in (what is recorded, else the FEFO proposal; decision 033).
   */
  .get("/:id/lots", zv("param", adminOrderParam), async (c) => {
    const { id } = c.req.valid("param");
    const today = montevideoDate(c.var.deps.now());
    const lines = await c.var.deps.db.run(c.var.caller, (tx) => readOrderLotForm(tx, id, today));
    c.header("Cache-Control", "private, no-store");
    return c.json({ lines: lines satisfies AdminOrderLotLine[] });
  })
  /** GET /api/admin/orders/:id/receipt: the transfer receipt image, to admins only. */
  .get("/:id/receipt", zv("param", adminOrderParam), async (c) => {
    const { id } = c.req.valid("param");
    const file = await c.var.deps.db.run(c.var.caller, async (tx) => {
      const fileId = await readReceiptFileId(tx, id);
      return fileId ? readStoredFile(tx, fileId) : null;
    });
    if (!file) throw notFound("Este pedido no tiene comprobante.");
    // Embedded: the bytes are in the row. Supabase: in the private bucket, read with the service key.
    const bytes = file.data ?? (await c.var.deps.storage.get(file));
    if (!bytes) {
      console.error(`[admin] receipt ${file.id} of order ${id} is missing from ${file.bucket}/${file.path}`);
      throw notFound("El comprobante no está disponible.");
    }
    return storedFileResponse({ id: file.id, bytes, label: `comprobante-pedido-${id}` });
  })
  /**
   * POST /api/admin/orders/:id/moves {event, note?, notify?, shipment?}: one move of the table in
   * domain/order-status.ts, through the one order service (DESIGN.md section 6).
   */
  .post("/:id/moves", zv("param", adminOrderParam), zv("json", orderMoveRequest), async (c) => {
    const { id } = c.req.valid("param");
    const { event, note, notify, shipment, lots } = c.req.valid("json");
    const deps = paymentServiceDeps(c.var.deps);
    const by = adminMover(c.var.admin);
    const result =
      event === "release"
        ? await releaseOrRefuse(c, deps, id, by, note ?? null)
        : await moveOrder(deps, id, by, {
            event,
            note: note ?? null,
            notify,
            shipment: shipment ? toShipment(shipment) : undefined,
            lots,
          });
    if (!result.ok) throw refusal(result);
    followUp(c, result);
    return c.json({ order: await detail(c, id) });
  })
  /**
   * POST /api/admin/orders/bulk {event: prepare|ready|ship|collect|deliver, notify?, orders: [{id, shipment?}]}:
   * each its own move through the order service, which refuses what the table does not allow for that order.
   */
  .post("/bulk", zv("json", bulkMoveRequest), async (c) => {
    const moved = await moveSeveral(paymentServiceDeps(c.var.deps), adminMover(c.var.admin), c.req.valid("json"));
    const results = moved.map(({ id, result }) => {
      if (!result.ok) return { id, ok: false as const, message: result.message };
      followUp(c, result);
      const { status, statusLabel, fulfilment } = orderView(result.order);
      return { id, ok: true as const, status, statusLabel, fulfilment };
    });
    return c.json({ results: results satisfies BulkMoveResult[] }, 200);
  })
  /** GET /api/admin/orders/:id/cfe/:kind: the issued CFE's (or credit note's) data, for its PDF (decision 027). */
  .get("/:id/cfe/:kind", zv("param", cfeParam), async (c) => {
    const { id, kind } = c.req.valid("param");
    const print = await adminInvoicePrint(c.var.deps.db, c.var.caller, id, kind);
    if (!print) throw notFound("Este pedido no tiene ese comprobante emitido.");
    c.header("Cache-Control", "private, no-store");
    return c.json(print);
  })
  /** POST /api/admin/orders/:id/cfe/:kind/retry: another attempt now, for a refused or failing CFE. */
  .post("/:id/cfe/:kind/retry", zv("param", cfeParam), async (c) => {
    const { id, kind } = c.req.valid("param");
    const retried = await retryOrderInvoice(c.var.deps.db, serviceRole, id, kind, c.var.deps.now());
    if (!retried) throw new ApiError(409, "not_retryable", "Ese comprobante no está pendiente ni rechazado.");
    followUp(c, { stockMoved: false, mailIds: [], invoiceIds: [retried.id] });
    return c.json({ invoice: retried.invoice });
  })
  /** POST /api/admin/orders/:id/notes {body}: an internal note (owner only, never mailed). */
  .post("/:id/notes", zv("param", adminOrderParam), zv("json", orderNoteRequest), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await addOrderNote(paymentServiceDeps(c.var.deps), id, c.var.admin, c.req.valid("json").body))) {
      throw notFound("No encontramos el pedido.");
    }
    return c.json({ order: await detail(c, id) }, 201);
  });

/** A streamed CSV download; the request's database connection is kept until the stream is done. */
function csvResponse(
  c: Context<AppEnv>,
  name: string,
  csv: { stream: ReadableStream<Uint8Array>; done: Promise<void> },
) {
  c.var.defer(csv.done);
  const day = montevideoDate(new Date());
  return c.body(csv.stream, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
}

async function detail(c: Context<AppEnv>, id: number) {
  const order = await readAdminOrder(c.var.deps.db, c.var.caller, id);
  if (!order) throw notFound("No encontramos el pedido.");
  return order;
}

/** The order service's refusal as the API says it: 404, or 409 with a Spanish message (and what is short). */
function refusal(result: Extract<MoveResult, { ok: false }> | { ok: false; reason: "paid"; message: string }) {
  if (result.reason === "not_found") return notFound(result.message);
  if (result.reason === "lots") return new ApiError(422, "lot_refused", result.message);
  const code =
    result.reason === "stock_short" ? "stock_short" : result.reason === "paid" ? "payment_found" : "move_refused";
  return new ApiError(409, code, result.message, "short" in result ? result.short : undefined);
}

/** Releasing asks Mercado Pago first; a payment found is applied (its mails go out) and the release refused. */
async function releaseOrRefuse(
  c: Context<AppEnv>,
  deps: PaymentServiceDeps,
  id: number,
  by: Mover,
  note: string | null,
) {
  try {
    const result = await releaseReservation(deps, id, by, note);
    if (!result.ok && result.reason === "paid") followUp(c, result.applied);
    return result;
  } catch (error) {
    console.error(`[admin] asking Mercado Pago about order ${id} before releasing it failed:`, error);
    throw new ApiError(
      502,
      "payments_unavailable",
      "No pudimos consultar a Mercado Pago. Intente de nuevo en unos minutos.",
    );
  }
}
