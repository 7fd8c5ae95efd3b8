import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  lastTwelveMonths,
  montevideoMonthOf,
  montevideoMonthRange,
  montevideoYearRange,
  monthLabel,
  salesByMonth,
  shortMonthLabel,
  yearSales,
} from "./stats.ts";

const utc = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();
/** Whether an instant lies in a half-open range, the way the SQL compares. */
const inRange = (t: Date, r: { start: Date; end: Date }) => t >= r.start && t < r.end;

describe("montevideoMonthRange", () => {
  it("runs from local midnight on the 1st (03:00Z) to the next month's", () => {
    const r = montevideoMonthRange(utc("2026-11-22T19:00:00Z"));
    expect(r.month).toBe("2026-11");
    expect(iso(r.start)).toBe("2026-11-01T03:00:00.000Z");
    expect(iso(r.end)).toBe("2026-12-01T03:00:00.000Z");
  });

  it("puts 2026-12-01T02:59Z in November and 03:00Z in December", () => {
    const late = utc("2026-12-01T02:59:59.999Z");
    const midnight = utc("2026-12-01T03:00:00Z");
    expect(montevideoMonthRange(late).month).toBe("2026-11");
    expect(montevideoMonthOf(late)).toBe("2026-11");
    expect(inRange(late, montevideoMonthRange(late))).toBe(true);
    expect(montevideoMonthRange(midnight).month).toBe("2026-12");
    expect(montevideoMonthOf(midnight)).toBe("2026-12");
    expect(inRange(midnight, montevideoMonthRange(late))).toBe(false);
  });

  it("crosses the year: December ends at 2027-01-01T03:00Z", () => {
    const r = montevideoMonthRange(utc("2027-01-01T02:00:00Z")); // still 31 Dec, 23:00 in Montevideo
    expect(r.month).toBe("2026-12");
    expect(iso(r.start)).toBe("2026-12-01T03:00:00.000Z");
    expect(iso(r.end)).toBe("2027-01-01T03:00:00.000Z");
  });

  it("handles February in leap and common years", () => {
    expect(iso(montevideoMonthRange(utc("2028-02-15T12:00:00Z")).end)).toBe("2028-03-01T03:00:00.000Z");
    expect(iso(montevideoMonthRange(utc("2027-02-28T12:00:00Z")).end)).toBe("2027-03-01T03:00:00.000Z");
  });

  it("always contains the instant it was asked about", () => {
    const min = Date.UTC(2016, 0, 1);
    const max = Date.UTC(2040, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min, max }), (ms) => {
        const now = new Date(ms);
        const r = montevideoMonthRange(now);
        return inRange(now, r) && r.month === montevideoMonthOf(now);
      }),
    );
  });
});

describe("montevideoYearRange", () => {
  it("runs from 1 January 00:00 in Montevideo to the next", () => {
    const r = montevideoYearRange(utc("2026-11-22T19:00:00Z"));
    expect(r.year).toBe(2026);
    expect(iso(r.start)).toBe("2026-01-01T03:00:00.000Z");
    expect(iso(r.end)).toBe("2027-01-01T03:00:00.000Z");
  });

  it("is still the old year until 03:00Z on 1 January", () => {
    expect(montevideoYearRange(utc("2027-01-01T02:59:59Z")).year).toBe(2026);
    expect(montevideoYearRange(utc("2027-01-01T03:00:00Z")).year).toBe(2027);
  });
});

describe("lastTwelveMonths", () => {
  it("is twelve contiguous months, oldest first, ending with the current one", () => {
    const months = lastTwelveMonths(utc("2026-11-22T19:00:00Z"));
    expect(months.map((m) => m.month)).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    expect(iso(months[0]!.start)).toBe("2025-12-01T03:00:00.000Z");
    expect(iso(months[11]!.end)).toBe("2026-12-01T03:00:00.000Z");
    for (let i = 1; i < 12; i++) expect(months[i]!.start).toEqual(months[i - 1]!.end);
  });

  it("moves at Montevideo's midnight, not UTC's", () => {
    expect(lastTwelveMonths(utc("2026-12-01T02:59:00Z")).at(-1)!.month).toBe("2026-11");
    expect(lastTwelveMonths(utc("2026-12-01T03:00:00Z")).map((m) => m.month)).toEqual([
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
    ]);
  });

  it("starts in the previous year's February when asked in January", () => {
    const months = lastTwelveMonths(utc("2027-01-10T12:00:00Z"));
    expect(months[0]!.month).toBe("2026-02");
    expect(months.at(-1)!.month).toBe("2027-01");
  });

  it("ends with the current month for any instant", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2016, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        const now = new Date(ms);
        const months = lastTwelveMonths(now);
        return months.length === 12 && inRange(now, months[11]!) && months[11]!.month === montevideoMonthOf(now);
      }),
    );
  });
});

describe("labels", () => {
  it("names months in Uruguayan Spanish", () => {
    expect(monthLabel("2026-11")).toBe("noviembre de 2026");
    expect(monthLabel("2027-01")).toBe("enero de 2027");
    expect(shortMonthLabel("2026-11")).toBe("nov. 2026");
    expect(shortMonthLabel("2026-05")).toMatch(/^may\.? 2026$/);
  });

  it("refuses what is not a month", () => {
    expect(() => monthLabel("2026-13")).toThrow(RangeError);
    expect(() => shortMonthLabel("nov")).toThrow(RangeError);
  });
});

describe("salesByMonth and yearSales", () => {
  const months = lastTwelveMonths(utc("2026-11-22T19:00:00Z"));

  it("fills months without sales with 0 and labels every month", () => {
    const sales = salesByMonth(months, [
      { bucket: 1, total: 500, count: 1 },
      { bucket: 12, total: 3000, count: 2 },
    ]);
    expect(sales).toHaveLength(12);
    expect(sales[0]).toEqual({ month: "2025-12", label: shortMonthLabel("2025-12"), total: 500, count: 1 });
    expect(sales[11]).toEqual({ month: "2026-11", label: "nov. 2026", total: 3000, count: 2 });
    expect(sales.slice(1, 11).every((m) => m.total === 0 && m.count === 0)).toBe(true);
  });

  it("counts only the months of the year asked for", () => {
    const sales = salesByMonth(months, [
      { bucket: 1, total: 500, count: 1 }, // December 2025
      { bucket: 2, total: 700, count: 1 },
      { bucket: 12, total: 3000, count: 2 },
    ]);
    expect(yearSales(sales, 2026)).toEqual({ total: 3700, count: 3 });
    expect(yearSales(sales, 2025)).toEqual({ total: 500, count: 1 });
  });

  it("always has January of the current year inside the twelve months", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2016, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        const now = new Date(ms);
        return lastTwelveMonths(now)[0]!.start <= montevideoYearRange(now).start;
      }),
    );
  });
});
