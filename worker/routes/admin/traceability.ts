import { Hono } from "hono";
import { montevideoDate } from "../../../domain/dates.ts";
import { traceCustomerQuery, traceLotQuery } from "../../../domain/schemas/lots.ts";
import type { AppEnv } from "../../env.ts";
import { zv } from "../../http/validate.ts";
import { expiringLots, lotCsv, lotsOfCustomer, whoReceivedLot } from "../../services/lots/traceability.ts";

/**
 * /api/admin/traceability: 'Trazabilidad' (issue 42 part 3; decision 033). requireAdmin has run.
 */
export const adminTraceabilityRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  })
  /** GET /api/admin/traceability/lot?number=L2026-11: every order line that left with that lot (any product). */
  .get("/lot", zv("query", traceLotQuery), async (c) => {
    return c.json(await whoReceivedLot(c.var.deps.db, c.var.caller, c.req.valid("query").number));
  })
  /** GET /api/admin/traceability/lot.csv?number=L2026-11: the same, every line, for Excel in Spanish. */
  .get("/lot.csv", zv("query", traceLotQuery), async (c) => {
    const { number } = c.req.valid("query");
    const csv = await lotCsv(c.var.deps.db, c.var.caller, number);
    const name = number.replace(/[^A-Za-z0-9-]+/g, "-").slice(0, 40) || "lote";
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="trazabilidad-${name}-${montevideoDate(c.var.deps.now())}.csv"`,
      "X-Content-Type-Options": "nosniff",
    });
  })
  /** GET /api/admin/traceability/customer?q=: the lots that went to the customers matching q (e-mail, name…). */
  .get("/customer", zv("query", traceCustomerQuery), async (c) => {
    return c.json(await lotsOfCustomer(c.var.deps.db, c.req.valid("query").q));
  })
  /** GET /api/admin/traceability/expiring: the dashboard's lots near expiry (and expired ones with stock). */
  .get("/expiring", async (c) => {
    return c.json({ lots: await expiringLots(c.var.deps.db, c.var.caller, c.var.deps.now()) });
  });
