import { Hono } from "hono";
import * as z from "zod";
import { keepCartRequest, keptCartOptOutRequest, keptCartToken } from "../../domain/schemas/kept-carts.ts";
import type { AppEnv } from "../env.ts";
import { notFound } from "../http/errors.ts";
import { RATE_LIMITS, rateLimit } from "../http/rate-limit.ts";
import { zv } from "../http/validate.ts";
import {
  type KeptCartDeps,
  keepCheckoutCart,
  optOutAtCheckout,
  restoreKeptCart,
  unsubscribeReminders,
} from "../services/kept-carts/keep.ts";

const keptDeps = (c: { var: AppEnv["Variables"] }): KeptCartDeps => ({ db: c.var.deps.db, now: c.var.deps.now });

const RESTORE_GONE = "El enlace para recuperar el carrito no es válido o el carrito ya no está guardado.";

/** /api/kept-carts: unfinished checkouts (issue 43, decision 034). Only the Worker writes these rows (RLS). */
export const keptCartRoutes = new Hono<AppEnv>()
  /** PUT /api/kept-carts {cartKey, email, lines, consent}: checkout keeps its cart (box unticked). */
  .put("/", rateLimit(RATE_LIMITS.keptCart), zv("json", keepCartRequest), async (c) => {
    await keepCheckoutCart(keptDeps(c), c.req.valid("json"));
    c.header("Cache-Control", "no-store");
    return c.json({ kept: true as const }, 200);
  })
  /** POST /api/kept-carts/opt-out {cartKey, email}: 'No quiero recordatorios' ticked. */
  .post("/opt-out", rateLimit(RATE_LIMITS.keptCart), zv("json", keptCartOptOutRequest), async (c) => {
    await optOutAtCheckout(keptDeps(c), c.req.valid("json"));
    c.header("Cache-Control", "no-store");
    return c.json({ optedOut: true as const }, 200);
  })
  /**
   * POST /api/kept-carts/unsubscribe?token=…: the reminder's one-click unsubscribe (the page posts here, and mail
   * programs from the List-Unsubscribe header, RFC 8058). Twice answers the same.
   */
  .post("/unsubscribe", zv("query", z.object({ token: keptCartToken })), async (c) => {
    const done = await unsubscribeReminders(keptDeps(c), c.req.valid("query").token);
    c.header("Cache-Control", "no-store");
    if (!done) throw notFound("El enlace para darse de baja no es válido.");
    return c.json({ unsubscribed: true as const }, 200);
  })
  /** GET /api/kept-carts/<token>: the lines a reminder's restore link points to; 404 for any other token. */
  .get("/:token", async (c) => {
    const token = keptCartToken.safeParse(c.req.param("token"));
    c.header("Cache-Control", "no-store");
    const lines = token.success ? await restoreKeptCart(keptDeps(c), token.data) : null;
    if (!lines) throw notFound(RESTORE_GONE);
    return c.json({ lines }, 200);
  });
