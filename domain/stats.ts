import { formatMonth, formatShortMonth, montevideoLocalTime } from "./dates.ts";

// Sales statistics by calendar month and year in Montevideo (SPEC section 9: "the current month and
// the current year"). A period is a half-open range of instants [start, end), so an order belongs to
// exactly one month however close to midnight it was placed; the database compares timestamptz values
// with these instants and never needs to know the time zone.

/** A calendar month in Montevideo: 'YYYY-MM' and the instants it begins and ends at (end exclusive). */
export interface MonthRange {
  readonly month: string;
  readonly start: Date;
  readonly end: Date;
}

export interface YearRange {
  readonly year: number;
  readonly start: Date;
  readonly end: Date;
}

const MINUTE_MS = 60_000;

function monthKey(year: number, month: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
}

/** Year and month (1-12) after adding `delta` months, carrying into the year. */
function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Wall-clock minus UTC at an instant, in ms (Montevideo: -3 h since 2015). */
function offsetAt(instantMs: number): number {
  const local = montevideoLocalTime(new Date(instantMs));
  const [y, m, d] = local.date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, local.hour, local.minute);
  return wall - Math.floor(instantMs / MINUTE_MS) * MINUTE_MS;
}

/**
 * The instant Montevideo's clocks read 00:00 on the first of a month. Asks Intl for the offset (twice,
 * in case the first guess lands across an offset change), so a future change of Uruguay's time rules
 * only needs new time-zone data.
 */
function startOfMonth(year: number, month: number): Date {
  const wall = Date.UTC(year, month - 1, 1);
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant);
}

function monthRange(year: number, month: number): MonthRange {
  const next = shiftMonth(year, month, 1);
  return { month: monthKey(year, month), start: startOfMonth(year, month), end: startOfMonth(next.year, next.month) };
}

function localYearMonth(now: Date): { year: number; month: number } {
  const { date } = montevideoLocalTime(now);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** The Montevideo calendar month an instant falls in, 'YYYY-MM'. */
export function montevideoMonthOf(instant: Date): string {
  const { year, month } = localYearMonth(instant);
  return monthKey(year, month);
}

/** The calendar month in Montevideo that contains `now`. */
export function montevideoMonthRange(now: Date): MonthRange {
  const { year, month } = localYearMonth(now);
  return monthRange(year, month);
}

/** The calendar year in Montevideo that contains `now`. */
export function montevideoYearRange(now: Date): YearRange {
  const { year } = localYearMonth(now);
  return { year, start: startOfMonth(year, 1), end: startOfMonth(year + 1, 1) };
}

/** The twelve Montevideo calendar months ending with the one that contains `now`, oldest first. */
export function lastTwelveMonths(now: Date): MonthRange[] {
  const { year, month } = localYearMonth(now);
  return Array.from({ length: 12 }, (_, i) => {
    const m = shiftMonth(year, month, i - 11);
    return monthRange(m.year, m.month);
  });
}

/** 'YYYY-MM' -> 'noviembre de 2026'. */
export const monthLabel = formatMonth;

/** 'YYYY-MM' -> 'nov. 2026' (chart axis and table rows). */
export const shortMonthLabel = formatShortMonth;

// ---------------------------------------------------------------------------------------------
// The dashboard's figures

/** A product with this many units or fewer is shown as low on stock (0: out of stock). */
export const LOW_STOCK_THRESHOLD = 5;
export const DASHBOARD_LIMITS = { waiting: 10, bestSellers: 5, lowStock: 10 } as const;

export interface PeriodSales {
  readonly total: number;
  readonly count: number;
}

export interface MonthSales extends PeriodSales {
  readonly month: string;
  readonly label: string;
}

/**
 * One entry per month, in the given order, from sums per 1-based month index (as SQL's width_bucket
 * numbers them); months nobody bought in are 0.
 */
export function salesByMonth(
  months: readonly MonthRange[],
  sums: readonly { bucket: number; total: number; count: number }[],
): MonthSales[] {
  const byBucket = new Map(sums.map((s) => [s.bucket, s]));
  return months.map((m, i) => {
    const s = byBucket.get(i + 1);
    return { month: m.month, label: shortMonthLabel(m.month), total: s?.total ?? 0, count: s?.count ?? 0 };
  });
}

/** The sum and count over the months of one calendar year ('YYYY'). */
export function yearSales(months: readonly MonthSales[], year: number): PeriodSales {
  const prefix = `${String(year).padStart(4, "0")}-`;
  let total = 0;
  let count = 0;
  for (const m of months) {
    if (!m.month.startsWith(prefix)) continue;
    total += m.total;
    count += m.count;
  }
  return { total, count };
}
