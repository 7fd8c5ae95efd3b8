import { describe, expect, it } from "vitest";
import { currentMonth, MONTH_PATTERN, previousMonth, recentMonths } from "./months.ts";

describe("the accountant's month", () => {
  it("is the month before, in Montevideo's calendar", () => {
    expect(previousMonth(new Date("2026-11-26T15:00:00Z"))).toBe("2026-10");
    expect(previousMonth(new Date("2027-01-05T12:00:00Z"))).toBe("2026-12");
    // 1 December 01:30 UTC is still 30 November in Montevideo: the month before is October.
    expect(previousMonth(new Date("2026-12-01T01:30:00Z"))).toBe("2026-10");
    expect(currentMonth(new Date("2026-12-01T01:30:00Z"))).toBe("2026-11");
    expect(currentMonth(new Date("2026-12-01T03:00:00Z"))).toBe("2026-12");
  });

  it("is written YYYY-MM", () => {
    expect(MONTH_PATTERN.test("2026-10")).toBe(true);
    for (const bad of ["2026-13", "2026-00", "2026-1", "10/2026", ""]) expect(MONTH_PATTERN.test(bad)).toBe(false);
  });

  it("offers the recent months, newest first", () => {
    expect(recentMonths(3, new Date("2026-02-10T12:00:00Z"))).toEqual(["2026-02", "2026-01", "2025-12"]);
    expect(recentMonths(24, new Date("2026-11-26T12:00:00Z"))).toHaveLength(24);
    expect(recentMonths(24, new Date("2026-11-26T12:00:00Z"))[23]).toBe("2024-12");
  });
});
