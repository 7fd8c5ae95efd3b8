import { Hono } from "hono";
import { z } from "zod";
import { orderRequest } from "../../domain/schemas/checkout.ts";
import { serviceRole } from "../db/database.ts";
import { readOrder } from "../db/orders.ts";
import { outboxDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { notFound } from "../http/errors.ts";
import { RATE_LIMITS, rateLimit } from "../http/rate-limit.ts";
import { zv } from "../http/validate.ts";
import { orderView } from "../services/order-view.ts";
import { deliverMail } from "../services/mail/outbox.ts";
import { placeOrder } from "../services/place-order.ts";
import { timingSafeEqual } from "../services/secrets.ts";

const orderParam = z.object({
  id: z.coerce.number({ error: "Pedido no válido." }).int().positive({ error: "Pedido no válido." }),
});
const tokenQuery = z.object({
  token: z.string({ error: "Enlace no válido." }).min(32, { error: "Enlace no válido." }).max(100),
});

export const orderRoutes = new Hono<AppEnv>()
  /** POST /api/orders: place an order from ids and quantities; prices, totals and status come from the server. */
  .post("/", rateLimit(RATE_LIMITS.order), zv("json", orderRequest), async (c) => {
    const { config, db, now } = c.var.deps;
    const { order, created, mailIds } = await placeOrder(
      { db, now, shopEmail: config.SHOP_NOTIFY_EMAIL, siteUrl: config.PUBLIC_SITE_URL },
      c.req.valid("json"),
    );
    // Stock moved: this isolate's cached product pages and listings would show the old quantities.
    if (created) c.var.catalogueCache.clear();
    // The mails were queued with the order; send them after the answer (the scheduled job retries).
    c.var.defer(deliverMail(outboxDeps(c.var.deps), { ids: mailIds }));
    c.header("Cache-Control", "no-store");
    return c.json({ order: orderView(order) }, created ? 201 : 200);
  })
  /** GET /api/orders/:id?token=…: the customer's own order, only with its secret token. */
  .get("/:id", zv("param", orderParam), zv("query", tokenQuery), async (c) => {
    const { id } = c.req.valid("param");
    const { token } = c.req.valid("query");
    const order = await c.var.deps.db.run(serviceRole, (tx) => readOrder(tx, id));
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    // Same answer for a wrong token and a missing order: ids alone reveal nothing.
    if (!order || !timingSafeEqual(order.accessToken, token)) throw notFound("No encontramos el pedido.");
    return c.json({ order: orderView(order) });
  });
