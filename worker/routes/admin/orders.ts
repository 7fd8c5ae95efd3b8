import { Hono } from "hono";
import {
  adminOrderFilters,
  adminOrderListQuery,
  adminOrderParam,
  statusChangeRequest,
} from "../../../domain/schemas/admin-orders.ts";
import { readReceiptFileId } from "../../db/admin-orders.ts";
import { readStoredFile } from "../../db/files.ts";
import type { AppEnv } from "../../env.ts";
import { ApiError, notFound } from "../../http/errors.ts";
import { followUp } from "../../http/follow-up.ts";
import { storedFileResponse } from "../../http/stored-file-response.ts";
import { zv } from "../../http/validate.ts";
import { exportOrdersCsv, listOrders, readAdminOrder } from "../../services/orders/admin-orders.ts";
import { changeOrderStatus } from "../../services/orders/change-status.ts";

/** order_status_history.changed_by is a uuid (Supabase Auth user ids are). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /api/admin/orders: the orders desk (requireAdmin has run: c.var.caller is the admin's claims, so every
 * read below runs under RLS as the admin). Status changes go through the one change-status service.
 */
export const adminOrderRoutes = new Hono<AppEnv>()
  /** GET /api/admin/orders?page&pageSize&status&payment&delivery&from&to&q: one page, newest first. */
  .get("/", zv("query", adminOrderListQuery), async (c) => {
    return c.json(await listOrders(c.var.deps.db, c.var.caller, c.req.valid("query")));
  })
  /** GET /api/admin/orders/export.csv?<the same filters>: the filtered list for Excel in Spanish. */
  .get("/export.csv", zv("query", adminOrderFilters), async (c) => {
    const csv = await exportOrdersCsv(c.var.deps.db, c.var.caller, c.req.valid("query"));
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="pedidos-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  })
  /** GET /api/admin/orders/:id: the order, its history and its payment log. */
  .get("/:id", zv("param", adminOrderParam), async (c) => {
    const order = await readAdminOrder(c.var.deps.db, c.var.caller, c.req.valid("param").id);
    if (!order) throw notFound("No encontramos el pedido.");
    return c.json({ order });
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
  /** POST /api/admin/orders/:id/status {status, note?}: moves the order (SPEC section 4, DESIGN.md 6). */
  .post("/:id/status", zv("param", adminOrderParam), zv("json", statusChangeRequest), async (c) => {
    const { id } = c.req.valid("param");
    const { status, note } = c.req.valid("json");
    const { config, db } = c.var.deps;
    const result = await changeOrderStatus(
      { db, shopEmail: config.SHOP_NOTIFY_EMAIL, siteUrl: config.PUBLIC_SITE_URL },
      {
        orderId: id,
        to: status,
        actor: "admin",
        changedBy: UUID.test(c.var.admin.id) ? c.var.admin.id : null,
        note: note ?? null,
      },
    );
    if (!result.ok) {
      if (result.reason === "not_found") throw notFound(result.message);
      throw new ApiError(
        409,
        result.reason === "stock_short" ? "stock_short" : "status_refused",
        result.message,
        result.short,
      );
    }
    followUp(c, result);
    const order = await readAdminOrder(db, c.var.caller, id);
    if (!order) throw notFound("No encontramos el pedido.");
    return c.json({ order });
  });
