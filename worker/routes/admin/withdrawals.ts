import { Hono } from "hono";
import type { AdminWithdrawalsAnswer } from "../../../domain/api/withdrawal.ts";
import {
  withdrawalDecline,
  withdrawalListQuery,
  withdrawalParam,
  withdrawalReceive,
} from "../../../domain/schemas/withdrawal.ts";
import { listWithdrawals } from "../../db/withdrawals.ts";
import type { AppEnv } from "../../env.ts";
import { ApiError } from "../../http/errors.ts";
import { followUp } from "../../http/follow-up.ts";
import { zv } from "../../http/validate.ts";
import { adminMover } from "../../services/orders/desk.ts";
import { decideWithdrawal, receiveWithdrawal, type WithdrawalResult } from "../../services/orders/withdrawals.ts";
import { withdrawalView } from "../withdrawals.ts";

/**
 * /api/admin/withdrawals: the desk's 'Arrepentimientos' (decision 029). Reads run as the admin (RLS); every step goes
 * through the order service.
 */
export const adminWithdrawalRoutes = new Hono<AppEnv>()
  /** GET /api/admin/withdrawals?status=requested: the requests (newest first) and how many there are of each status. */
  .get("/", zv("query", withdrawalListQuery), async (c) => {
    const { status } = c.req.valid("query");
    const list = await c.var.deps.db.run(c.var.caller, (tx) => listWithdrawals(tx, status ?? null));
    return c.json({
      withdrawals: list.withdrawals.map((w) => ({
        ...withdrawalView(w),
        orderId: w.orderId,
        customer: w.customer,
        email: w.email,
      })),
      counts: list.counts,
    } satisfies AdminWithdrawalsAnswer);
  })
  .post("/:id/accept", zv("param", withdrawalParam), async (c) => {
    const deps = serviceDeps(c.var.deps);
    return answer(c, await decideWithdrawal(deps, c.req.valid("param").id, adminMover(c.var.admin), { accept: true }));
  })
  .post("/:id/decline", zv("param", withdrawalParam), zv("json", withdrawalDecline), async (c) => {
    const deps = serviceDeps(c.var.deps);
    const { reason } = c.req.valid("json");
    return answer(
      c,
      await decideWithdrawal(deps, c.req.valid("param").id, adminMover(c.var.admin), { accept: false, reason }),
    );
  })
  .post("/:id/receive", zv("param", withdrawalParam), zv("json", withdrawalReceive), async (c) => {
    const deps = { ...serviceDeps(c.var.deps), payments: c.var.deps.payments };
    const { refundNote } = c.req.valid("json");
    return answer(
      c,
      await receiveWithdrawal(deps, c.req.valid("param").id, adminMover(c.var.admin), {
        refundNote: refundNote ?? null,
      }),
    );
  });

function serviceDeps(deps: AppEnv["Variables"]["deps"]) {
  return { db: deps.db, now: deps.now, shopEmail: deps.config.SHOP_NOTIFY_EMAIL, siteUrl: deps.config.PUBLIC_SITE_URL };
}

// biome-ignore lint/suspicious/noExplicitAny: the Hono context of any of the routes above
function answer(c: any, result: WithdrawalResult) {
  if (!result.ok) throw new ApiError(result.status, result.code, result.message);
  followUp(c, { stockMoved: result.stockMoved, mailIds: result.mailIds, invoiceIds: result.invoiceIds });
  return c.json({ withdrawal: withdrawalView(result.withdrawal) });
}
