import { Hono } from "hono";
import {
  type StockAlertConfirmed,
  stockAlertConfirmRequest,
  stockAlertItem,
  stockAlertRequest,
} from "../../domain/schemas/stock-alerts.ts";
import { outboxDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { RATE_LIMITS, rateLimit } from "../http/rate-limit.ts";
import { zv } from "../http/validate.ts";
import { deliverMail } from "../services/mail/outbox.ts";
import {
  askStockAlert,
  confirmStockAlert,
  mailRestocked,
  type StockAlertDeps,
} from "../services/stock-alerts/alerts.ts";

const alertDeps = (c: { var: AppEnv["Variables"] }): StockAlertDeps => ({
  db: c.var.deps.db,
  siteUrl: c.var.deps.config.PUBLIC_SITE_URL,
  now: c.var.deps.now,
  rateLimiter: c.var.deps.rateLimiter,
});

/** /api/stock-alerts: 'Avisarme cuando haya stock' (decision 025). Only the Worker writes the requests (RLS). */
export const stockAlertRoutes = new Hono<AppEnv>()
  /**
   * POST /api/stock-alerts {email, productId, variantId}: a confirmation mail goes to the address (at most
   * RATE_LIMITS.confirmationMail a day to one address). The answer is the same whether the address asked before,
   * or reached that cap, or not.
   */
  .post("/", rateLimit(RATE_LIMITS.stockAlert), zv("json", stockAlertRequest), async (c) => {
    const mailIds = await askStockAlert(alertDeps(c), c.req.valid("json"));
    if (mailIds.length) c.var.defer(deliverMail(outboxDeps(c.var.deps), { ids: mailIds }));
    c.header("Cache-Control", "no-store");
    return c.json({ requested: true as const }, 201);
  })
  /** POST /api/stock-alerts/confirm {token}: the mailed link (expires; opened again it says so). */
  .post("/confirm", zv("json", stockAlertConfirmRequest), async (c) => {
    const { outcome, mailIds } = await confirmStockAlert(alertDeps(c), c.req.valid("json").token);
    c.header("Cache-Control", "no-store");
    if (outcome.result === "expired") {
      throw new ApiError(
        410,
        "link_expired",
        "El enlace de confirmación venció. Pida el aviso de nuevo desde el producto.",
      );
    }
    if (outcome.result === "invalid") throw notFound("El enlace de confirmación no es válido o ya fue usado.");
    if (mailIds.length) c.var.defer(deliverMail(outboxDeps(c.var.deps), { ids: mailIds }));
    const body: StockAlertConfirmed = {
      confirmed: true,
      alreadyConfirmed: outcome.result === "already",
      item: stockAlertItem(outcome.productName, outcome.size, outcome.unit),
      productSlug: outcome.productSlug,
    };
    return c.json(body, 200);
  });

/**
 * After an admin's write that may have brought stock back committed (the product form, the catalogue import and
 * its undo run under the admin's RLS and cannot write the requests): mails the requests the database stamped.
 * Awaited, so the answer comes once the mails are queued; a failure here leaves the stamps for the scheduled job
 * and does not fail the admin's save.
 */
export async function mailRestockedAfterSave(c: { var: AppEnv["Variables"] }, productIds?: number[]): Promise<void> {
  try {
    const ids = await mailRestocked(alertDeps(c), productIds);
    if (ids.length) c.var.defer(deliverMail(outboxDeps(c.var.deps), { ids }));
  } catch (error) {
    console.error("[stock-alerts] restock mails left to the scheduled job", error);
  }
}
