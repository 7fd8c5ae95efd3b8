import { Hono } from "hono";
import type { AdminSubscriberList } from "../../../domain/api/admin.ts";
import { montevideoDate } from "../../../domain/dates.ts";
import { countConfirmedSubscribers, listConfirmedSubscribers } from "../../db/newsletter.ts";
import type { AppEnv } from "../../env.ts";
import { sourceLabel, subscribersCsv } from "../../services/newsletter/subscribers-csv.ts";

/** The list shows this many; the count and the export cover every confirmed subscriber. */
const LIST_LIMIT = 500;
const EXPORT_LIMIT = 100_000;

/**
 * /api/admin/subscribers: the newsletter's confirmed subscribers (pending and unsubscribed addresses are
 * not shown), read under the admin's claims (RLS).
 */
export const adminSubscriberRoutes = new Hono<AppEnv>()
  /** GET /api/admin/subscribers: the count and the newest confirmed subscribers. */
  .get("/", async (c) => {
    const { rows, count } = await c.var.deps.db.run(c.var.caller, async (tx) => ({
      rows: await listConfirmedSubscribers(tx, LIST_LIMIT),
      count: await countConfirmedSubscribers(tx),
    }));
    c.header("Cache-Control", "private, no-store");
    return c.json({
      count,
      subscribers: rows.map((r) => ({
        id: r.id,
        email: r.email,
        source: r.source,
        sourceLabel: sourceLabel(r.source),
        confirmedAt: new Date(r.confirmedAt).toISOString(),
        consentAt: new Date(r.consentAt).toISOString(),
        consentText: r.consentText,
      })),
    } satisfies AdminSubscriberList);
  })
  /** GET /api/admin/subscribers/export.csv: every confirmed subscriber, for Excel in Spanish. */
  .get("/export.csv", async (c) => {
    const rows = await c.var.deps.db.run(c.var.caller, (tx) => listConfirmedSubscribers(tx, EXPORT_LIMIT));
    const day = montevideoDate(new Date());
    return c.body(subscribersCsv(rows), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="suscriptores-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  });
