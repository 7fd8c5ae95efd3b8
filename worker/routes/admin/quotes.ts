import { type Context, Hono } from "hono";
import * as z from "zod";
import { QUOTE_STATUSES, type QuoteStatus } from "../../../domain/quotes.ts";
import { quoteDecline, quoteEdit, quoteRenew } from "../../../domain/schemas/quote.ts";
import { serviceRole } from "../../db/database.ts";
import { listQuotes } from "../../db/quotes.ts";
import type { AppEnv } from "../../env.ts";
import { followUp } from "../../http/follow-up.ts";
import { zv } from "../../http/validate.ts";
import { adminMover } from "../../services/orders/desk.ts";
import { declineQuote, editQuote, readQuoteForAdmin, sendQuote } from "../../services/quotes/quotes.ts";
import { quoteSummary } from "../../services/quotes/view.ts";
import { quoteDeps } from "../quotes.ts";

// 'Cotizaciones' (issue 44 part 3): the owner's list, edit, send, renew and decline. requireAdmin has run.

const quoteParam = z.object({ id: z.coerce.number({ error: "Cotización no válida." }).int().positive() });
const listQuery = z.object({
  status: z.enum(QUOTE_STATUSES as [QuoteStatus, ...QuoteStatus[]], { error: "Estado no válido." }).optional(),
});

function adminOf(c: Context<AppEnv>) {
  const by = adminMover(c.var.admin);
  return { userId: by.actor === "admin" ? by.userId : null, email: c.var.admin.email };
}

export const adminQuoteRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  /** GET /api/admin/quotes?status=: newest first, by state ('vencida' computed now). */
  .get("/", zv("query", listQuery), async (c) => {
    const { status } = c.req.valid("query");
    const rows = await c.var.deps.db.run(serviceRole, (tx) => listQuotes(tx, { limit: 500 }));
    const now = c.var.deps.now();
    const quotes = rows.map((r) => quoteSummary(r, now)).filter((q) => !status || q.status === status);
    return c.json({ quotes });
  })
  .get("/:id", zv("param", quoteParam), async (c) =>
    c.json({ quote: await readQuoteForAdmin(quoteDeps(c), c.req.valid("param").id) }),
  )
  /** PUT /api/admin/quotes/:id: lines, quantities, unit prices, delivery cost, validity, note. */
  .put("/:id", zv("param", quoteParam), zv("json", quoteEdit), async (c) =>
    c.json({ quote: await editQuote(quoteDeps(c), c.req.valid("param").id, c.req.valid("json")) }),
  )
  /** POST /api/admin/quotes/:id/send {validUntil?}: 'enviada', a new link, the mail. Also renews an expired one. */
  .post("/:id/send", zv("param", quoteParam), zv("json", quoteRenew), async (c) => {
    const { quote, mailIds } = await sendQuote(
      quoteDeps(c),
      c.req.valid("param").id,
      adminOf(c),
      c.req.valid("json").validUntil,
    );
    followUp(c, { stockMoved: false, mailIds });
    return c.json({ quote });
  })
  /** POST /api/admin/quotes/:id/decline {reason}: 'rechazada', the reason mailed. */
  .post("/:id/decline", zv("param", quoteParam), zv("json", quoteDecline), async (c) => {
    const { quote, mailIds } = await declineQuote(quoteDeps(c), c.req.valid("param").id, c.req.valid("json").reason);
    followUp(c, { stockMoved: false, mailIds });
    return c.json({ quote });
  });
