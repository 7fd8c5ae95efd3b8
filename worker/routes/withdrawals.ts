import { Hono } from "hono";
import * as z from "zod";
import type { OrderWithdrawalAnswer, WithdrawalView } from "../../domain/api/withdrawal.ts";
import { withdrawalRequest } from "../../domain/schemas/withdrawal.ts";
import { WITHDRAWAL_STATUS_LABELS } from "../../domain/withdrawal.ts";
import { serviceRole } from "../db/database.ts";
import { readOrder } from "../db/orders.ts";
import type { WithdrawalRow } from "../db/withdrawals.ts";
import type { AppEnv } from "../env.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { followUp } from "../http/follow-up.ts";
import { zv } from "../http/validate.ts";
import { readWithdrawalState, requestWithdrawal } from "../services/orders/withdrawals.ts";
import { timingSafeEqual } from "../services/secrets.ts";

// The right of withdrawal on the order's secret link (decision 029): what the order page shows, and the request.

const orderParam = z.object({
  id: z.coerce.number({ error: "Pedido no válido." }).int().positive({ error: "Pedido no válido." }),
});
const tokenQuery = z.object({
  token: z.string({ error: "Enlace no válido." }).min(32, { error: "Enlace no válido." }).max(100),
});

export function withdrawalView(w: WithdrawalRow): WithdrawalView {
  return {
    id: w.id,
    status: w.status,
    statusLabel: WITHDRAWAL_STATUS_LABELS[w.status],
    comment: w.comment,
    declineReason: w.declineReason,
    refundNote: w.refundNote,
    refundAmount: w.refundAmount,
    createdAt: new Date(w.createdAt).toISOString(),
    lines: w.lines,
  };
}

export const withdrawalRoutes = new Hono<AppEnv>()
  /** GET /api/orders/:id/withdrawal?token=…: the right's window, each line's units left, the requests so far. */
  .get("/:id/withdrawal", zv("param", orderParam), zv("query", tokenQuery), async (c) => {
    const { id } = c.req.valid("param");
    const { token } = c.req.valid("query");
    const { db, now } = c.var.deps;
    const state = await db.run(serviceRole, async (tx) => {
      const order = await readOrder(tx, id);
      if (!order || !timingSafeEqual(order.accessToken, token)) return null;
      return readWithdrawalState(tx, order, now());
    });
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    if (!state) throw notFound("No encontramos el pedido.");
    return c.json({
      window: state.window,
      items: state.items.map((i) => ({
        itemId: i.itemId,
        name: i.name,
        size: i.size,
        unit: i.unit,
        quantity: i.quantity,
        available: Math.max(0, i.quantity - i.requested),
        excludedReason: i.excludedReason,
      })),
      withdrawals: state.withdrawals.map(withdrawalView),
    } satisfies OrderWithdrawalAnswer);
  })
  /** POST /api/orders/:id/withdrawal?token=… {lines: [{itemId, quantity}], comment?}: the customer's request. */
  .post(
    "/:id/withdrawal",
    zv("param", orderParam),
    zv("query", tokenQuery),
    zv("json", withdrawalRequest),
    async (c) => {
      const { id } = c.req.valid("param");
      const { token } = c.req.valid("query");
      const body = c.req.valid("json");
      const { db, now, config } = c.var.deps;
      c.header("Cache-Control", "no-store");
      c.header("Referrer-Policy", "no-referrer");
      const known = await db.run(serviceRole, (tx) => readOrder(tx, id));
      if (!known || !timingSafeEqual(known.accessToken, token)) throw notFound("No encontramos el pedido.");
      const result = await requestWithdrawal(
        { db, now, shopEmail: config.SHOP_NOTIFY_EMAIL, siteUrl: config.PUBLIC_SITE_URL },
        id,
        { lines: body.lines, comment: body.comment ?? null },
      );
      if (!result.ok) throw new ApiError(result.status, result.code, result.message);
      followUp(c, { stockMoved: false, mailIds: result.mailIds });
      return c.json({ withdrawal: withdrawalView(result.withdrawal) }, 201);
    },
  );
