import { Hono } from "hono";
import type { Dashboard } from "../../../domain/api/admin.ts";
import type { Sendable } from "../../../domain/api/json.ts";
import { salesByChannel } from "../../../domain/owner-orders.ts";
import {
  DASHBOARD_LIMITS,
  LOW_STOCK_THRESHOLD,
  lastTwelveMonths,
  montevideoYearRange,
  monthLabel,
  salesByMonth,
  yearSales,
} from "../../../domain/stats.ts";
import { readDashboard, readRecoveredCarts, readSalesByChannel, readSalesByCode } from "../../db/dashboard.ts";
import type { AppEnv } from "../../env.ts";

/**
 * GET /api/admin/dashboard: approved sales this month, this year and in each of the last 12 months
 * (Montevideo calendar), pending bank transfers waiting for the owner, the month's best sellers and the
 * products running out. Read as the signed-in admin (requireAdmin set c.var.caller), so RLS decides too.
 */
export const dashboardRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const now = c.var.deps.now();
  const months = lastTwelveMonths(now);
  const current = months[months.length - 1]!;
  const year = montevideoYearRange(now);

  const rows = await c.var.deps.db.run(c.var.caller, async (tx) => ({
    salesByCode: await readSalesByCode(tx, current.start, current.end),
    recoveredCarts: await readRecoveredCarts(tx, current.start, current.end),
    salesByChannel: salesByChannel(await readSalesByChannel(tx, current.start, current.end)),
    ...(await readDashboard(tx, {
      monthBounds: [...months.map((m) => m.start), current.end],
      bestSellersFrom: current.start,
      bestSellersTo: current.end,
      waitingLimit: DASHBOARD_LIMITS.waiting,
      bestSellersLimit: DASHBOARD_LIMITS.bestSellers,
      lowStockThreshold: LOW_STOCK_THRESHOLD,
      lowStockLimit: DASHBOARD_LIMITS.lowStock,
    })),
  }));

  // The current year's January is always among the last 12 months, so its figures come from them.
  const last12 = salesByMonth(months, rows.months);
  const thisMonth = last12[last12.length - 1]!;
  return c.json({
    month: { label: monthLabel(current.month), total: thisMonth.total, count: thisMonth.count },
    year: { label: String(year.year), ...yearSales(last12, year.year) },
    last12,
    waiting: rows.waiting,
    fulfilment: rows.fulfilment,
    bestSellers: rows.bestSellers,
    salesByCode: rows.salesByCode,
    recoveredCarts: rows.recoveredCarts,
    salesByChannel: rows.salesByChannel,
    lowStock: rows.lowStock,
    generatedAt: now.toISOString(),
  } satisfies Sendable<Dashboard>);
});
