import { type Context, Hono } from "hono";
import * as z from "zod";
import { quoteAcceptance, quoteRequest } from "../../domain/schemas/quote.ts";
import { serviceRole } from "../db/database.ts";
import { listQuotes } from "../db/quotes.ts";
import type { AppEnv } from "../env.ts";
import { followUp } from "../http/follow-up.ts";
import { RATE_LIMITS, rateLimit } from "../http/rate-limit.ts";
import { orderingCustomer, requireCustomer } from "../http/require-customer.ts";
import { zv } from "../http/validate.ts";
import { refreshQueuedCustomers } from "../services/customers/refresh.ts";
import { orderView } from "../services/order-view.ts";
import { ensureCheckout } from "../services/payments/start-checkout.ts";
import { acceptQuote } from "../services/quotes/accept.ts";
import { readOwnQuote, requestQuote } from "../services/quotes/quotes.ts";
import { quoteSummary } from "../services/quotes/view.ts";

// /api/quotes (issue 44 part 3; decision 036 "## Quotes (session 24)"). Every answer is private and never cached.

const quoteParam = z.object({
  id: z.coerce.number({ error: "Cotización no válida." }).int().positive({ error: "Cotización no válida." }),
});
const tokenQuery = z.object({
  token: z.string().min(32, { error: "Enlace no válido." }).max(100, { error: "Enlace no válido." }).optional(),
});

export function quoteDeps(c: Context<AppEnv>) {
  const { config, db, now } = c.var.deps;
  return { db, now, shopEmail: config.SHOP_NOTIFY_EMAIL, siteUrl: config.PUBLIC_SITE_URL };
}

/** Who opens a quote: its link's token and, when signed in, the account (never an address from the body). */
async function opener(c: Context<AppEnv>, token: string | undefined) {
  const customer = await orderingCustomer(c);
  return { token: token ?? null, email: customer?.email ?? null, userId: customer?.id ?? null };
}

export const quoteRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
    c.header("Vary", "Authorization");
  })
  /** POST /api/quotes {items, note}: the signed-in customer's cart as a request ('solicitada', two mails). */
  .post("/", rateLimit(RATE_LIMITS.quote), requireCustomer, zv("json", quoteRequest), async (c) => {
    const { id, email } = c.var.customer;
    const { quote, mailIds } = await requestQuote(quoteDeps(c), { id, email: email! }, c.req.valid("json"));
    followUp(c, { stockMoved: false, mailIds });
    return c.json({ quote }, 201);
  })
  /** GET /api/quotes: 'Mis cotizaciones', the signed-in address's quotes, newest first. */
  .get("/", requireCustomer, async (c) => {
    const email = c.var.customer.email!;
    const rows = await c.var.deps.db.run(serviceRole, (tx) => listQuotes(tx, { email, limit: 100 }));
    const now = c.var.deps.now();
    return c.json({ quotes: rows.map((r) => quoteSummary(r, now)) });
  })
  /** GET /api/quotes/:id?token=: the quote's page, with its link's secret or signed in as its address. */
  .get("/:id", zv("param", quoteParam), zv("query", tokenQuery), async (c) => {
    const who = await opener(c, c.req.valid("query").token);
    const { quote } = await readOwnQuote(quoteDeps(c), c.req.valid("param").id, who);
    return c.json({ quote });
  })
  /**
   * POST /api/quotes/:id/accept?token=: the checkout's form; places the order at the quoted prices (the one order
   * service). 201 with the order (and the Mercado Pago link); the same acceptance again: 200 with the same order.
   */
  .post(
    "/:id/accept",
    rateLimit(RATE_LIMITS.order),
    zv("param", quoteParam),
    zv("query", tokenQuery),
    zv("json", quoteAcceptance),
    async (c) => {
      const who = await opener(c, c.req.valid("query").token);
      const { db, now, config } = c.var.deps;
      const { order, created, mailIds, invoiceIds } = await acceptQuote(
        quoteDeps(c),
        c.req.valid("param").id,
        who,
        c.req.valid("json"),
      );
      followUp(c, { stockMoved: created, mailIds, invoiceIds });
      if (created) c.var.defer(refreshQueuedCustomers(db));
      const checkoutUrl = await ensureCheckout(
        { db, now, payments: c.var.deps.payments, siteUrl: config.PUBLIC_SITE_URL },
        order,
      );
      return c.json(
        { order: orderView({ ...order, checkoutUrl: checkoutUrl ?? order.checkoutUrl }), checkoutUrl },
        created ? 201 : 200,
      );
    },
  );
