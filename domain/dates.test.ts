import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  addDays,
  easterSunday,
  estimateReadyDate,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMonth,
  formatShortMonth,
  formatTime,
  isBusinessDay,
  montevideoLocalTime,
  parseDisplayDate,
  uruguayHolidays,
} from "./dates.ts";
import type { ShopRules } from "./shop-rules.ts";
import { DEFAULT_SHOP_RULES } from "./shop-rules-defaults.ts";

// The rules the estimates are computed with: today's, with each year's usual non-working days (2020-2051).
const DAYS = Array.from({ length: 32 }, (_, i) => uruguayHolidays(2020 + i)).flat();
const RULES: ShopRules = { ...DEFAULT_SHOP_RULES, nonWorkingDays: DAYS };

// Montevideo is UTC-3: local 14:59 is 17:59Z.
const at = (localIso: string) => new Date(`${localIso}-03:00`);

describe("easterSunday", () => {
  it("matches known Easter dates", () => {
    expect(easterSunday(2019)).toBe("2019-04-21");
    expect(easterSunday(2024)).toBe("2024-03-31");
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(easterSunday(2038)).toBe("2038-04-25"); // latest possible
    expect(easterSunday(2285)).toBe("2285-03-22"); // earliest possible
  });
});

describe("uruguayHolidays", () => {
  it("has the fixed days and the Easter-based ones", () => {
    const dates = uruguayHolidays(2027).map((h) => h.date);
    expect(dates).toEqual([
      "2027-01-01",
      "2027-01-06",
      "2027-02-08", // Carnival Monday
      "2027-02-09", // Carnival Tuesday
      "2027-03-25", // Holy Thursday
      "2027-03-26", // Good Friday
      "2027-04-19",
      "2027-05-01",
      "2027-05-18",
      "2027-06-19",
      "2027-07-18",
      "2027-08-25",
      "2027-10-12",
      "2027-11-02",
      "2027-12-25",
    ]);
  });

  it("marks the five legally non-working days", () => {
    const legal = uruguayHolidays(2026)
      .filter((h) => h.legal)
      .map((h) => h.date);
    expect(legal).toEqual(["2026-01-01", "2026-05-01", "2026-07-18", "2026-08-25", "2026-12-25"]);
  });

  it("gives names in Spanish", () => {
    expect(uruguayHolidays(2026).find((h) => h.date === "2026-12-25")?.name).toBe("Navidad");
  });
});

describe("isBusinessDay and addBusinessDays", () => {
  it("skips weekends and holidays", () => {
    expect(isBusinessDay("2026-12-24", DAYS)).toBe(true); // Thursday
    expect(isBusinessDay("2026-12-25", DAYS)).toBe(false); // Christmas, Friday
    expect(isBusinessDay("2026-12-26", DAYS)).toBe(false); // Saturday
    expect(isBusinessDay("2026-12-27", DAYS)).toBe(false); // Sunday
    expect(isBusinessDay("2027-02-08", DAYS)).toBe(false); // Carnival
    expect(isBusinessDay("2027-03-26", DAYS)).toBe(false); // Good Friday
    expect(addBusinessDays("2026-12-24", 1, DAYS)).toBe("2026-12-28");
    expect(addBusinessDays("2027-02-05", 1, DAYS)).toBe("2027-02-10"); // Fri -> Wed after Carnival
    expect(addBusinessDays("2026-03-10", 0, DAYS)).toBe("2026-03-10");
  });

  it("refuses malformed dates and counts", () => {
    expect(() => isBusinessDay("2026-02-30", DAYS)).toThrow(RangeError);
    expect(() => isBusinessDay("26-02-03", DAYS)).toThrow(RangeError);
    expect(() => addBusinessDays("2026-03-10", -1, DAYS)).toThrow(RangeError);
  });

  it("crosses months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addBusinessDays("2026-12-31", 1, DAYS)).toBe("2027-01-04"); // Fri 1 Jan holiday, weekend
  });
});

describe("montevideoLocalTime", () => {
  it("reads the wall clock in Montevideo, not UTC", () => {
    expect(montevideoLocalTime(new Date("2026-03-10T02:30:00Z"))).toEqual({ date: "2026-03-09", hour: 23, minute: 30 });
    expect(montevideoLocalTime(new Date("2026-03-10T03:00:00Z"))).toEqual({ date: "2026-03-10", hour: 0, minute: 0 });
  });
});

describe("estimateReadyDate", () => {
  it("pickup: 1 business day before 15:00, 2 from 15:00 (given as UTC instants)", () => {
    // Tuesday 10 March 2026
    expect(
      estimateReadyDate({ now: new Date("2026-03-10T17:59:00Z"), deliveryMethod: "pickup", town: "", rules: RULES }),
    ).toBe("2026-03-11");
    expect(
      estimateReadyDate({ now: new Date("2026-03-10T18:00:00Z"), deliveryMethod: "pickup", town: "", rules: RULES }),
    ).toBe("2026-03-12");
  });

  it("the cut-off does not change delivery estimates", () => {
    for (const now of [at("2026-03-10T14:59"), at("2026-03-10T15:00")]) {
      expect(estimateReadyDate({ now, deliveryMethod: "delivery", town: "Montevideo", rules: RULES })).toBe(
        "2026-03-12",
      );
      expect(estimateReadyDate({ now, deliveryMethod: "delivery", town: "Rivera", rules: RULES })).toBe("2026-03-13");
    }
  });

  it("uses the Montevideo date, not the UTC one", () => {
    // 02:00Z on Wednesday is still Tuesday 23:00 in Montevideo: after the cut-off, pickup on Thursday.
    expect(
      estimateReadyDate({ now: new Date("2026-03-11T02:00:00Z"), deliveryMethod: "pickup", town: "", rules: RULES }),
    ).toBe("2026-03-12");
  });

  it("skips the weekend", () => {
    // Friday 13 March 2026
    expect(estimateReadyDate({ now: at("2026-03-13T10:00"), deliveryMethod: "pickup", town: "", rules: RULES })).toBe(
      "2026-03-16",
    );
    expect(estimateReadyDate({ now: at("2026-03-13T16:00"), deliveryMethod: "pickup", town: "", rules: RULES })).toBe(
      "2026-03-17",
    );
    expect(
      estimateReadyDate({ now: at("2026-03-13T10:00"), deliveryMethod: "delivery", town: "Montevideo", rules: RULES }),
    ).toBe("2026-03-17");
    expect(
      estimateReadyDate({ now: at("2026-03-13T10:00"), deliveryMethod: "delivery", town: "Salto", rules: RULES }),
    ).toBe("2026-03-18");
  });

  it("treats an order on a closed day as received the next business morning", () => {
    // Saturday 14 March 2026 -> handled Monday 16 -> pickup Tuesday, never sooner than Friday after 15:00
    expect(estimateReadyDate({ now: at("2026-03-14T11:00"), deliveryMethod: "pickup", town: "", rules: RULES })).toBe(
      "2026-03-17",
    );
    expect(
      estimateReadyDate({ now: at("2026-03-15T20:00"), deliveryMethod: "delivery", town: "Montevideo", rules: RULES }),
    ).toBe("2026-03-18");
  });

  it("skips Christmas: Thu 24 Dec 2026 before 15:00", () => {
    const now = at("2026-12-24T11:00");
    expect(estimateReadyDate({ now, deliveryMethod: "pickup", town: "Montevideo", rules: RULES })).toBe("2026-12-28");
    expect(estimateReadyDate({ now, deliveryMethod: "delivery", town: "Montevideo", rules: RULES })).toBe("2026-12-29");
    expect(estimateReadyDate({ now, deliveryMethod: "delivery", town: "Paysandú", rules: RULES })).toBe("2026-12-30");
    expect(estimateReadyDate({ now: at("2026-12-24T15:00"), deliveryMethod: "pickup", town: "", rules: RULES })).toBe(
      "2026-12-29",
    );
  });

  it("skips Carnival 2027 (8-9 Feb)", () => {
    const now = at("2027-02-05T09:00"); // Friday
    expect(estimateReadyDate({ now, deliveryMethod: "pickup", town: "", rules: RULES })).toBe("2027-02-10");
    expect(estimateReadyDate({ now, deliveryMethod: "delivery", town: "Montevideo", rules: RULES })).toBe("2027-02-11");
    expect(estimateReadyDate({ now, deliveryMethod: "delivery", town: "Rocha", rules: RULES })).toBe("2027-02-12");
  });

  it("skips Holy Thursday and Good Friday 2027 (Easter 28 Mar)", () => {
    const now = at("2027-03-24T09:00"); // Wednesday
    expect(estimateReadyDate({ now, deliveryMethod: "pickup", town: "", rules: RULES })).toBe("2027-03-29");
    expect(estimateReadyDate({ now, deliveryMethod: "delivery", town: "Montevideo", rules: RULES })).toBe("2027-03-30");
    expect(estimateReadyDate({ now: at("2027-03-25T09:00"), deliveryMethod: "pickup", town: "", rules: RULES })).toBe(
      "2027-03-30",
    );
  });

  it("is always a later business day, at most 10 calendar days away", () => {
    const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2045, 11, 31) }).map((ms) => new Date(ms));
    const method = fc.constantFrom("pickup" as const, "delivery" as const);
    const town = fc.constantFrom("Montevideo", "Canelones", "Artigas");
    fc.assert(
      fc.property(instant, method, town, (now, deliveryMethod, t) => {
        const ready = estimateReadyDate({ now, deliveryMethod, town: t, rules: RULES });
        const ordered = montevideoLocalTime(now).date;
        const gap = (Date.parse(ready) - Date.parse(ordered)) / 86_400_000;
        return isBusinessDay(ready, DAYS) && ready > ordered && gap >= 1 && gap <= 10;
      }),
      { numRuns: 2000 },
    );
  });
});

describe("estimateReadyDate over every day of 2020-2050", () => {
  it("never promises more than 10 calendar days", () => {
    let worst = 0;
    for (let day = "2020-01-01"; day < "2051-01-01"; day = addDays(day, 1)) {
      for (const hour of ["09:00", "15:00"]) {
        const now = at(`${day}T${hour}`);
        for (const [deliveryMethod, town] of [
          ["pickup", ""],
          ["delivery", "Montevideo"],
          ["delivery", "Salto"],
        ] as const) {
          const ready = estimateReadyDate({ now, deliveryMethod, town, rules: RULES });
          worst = Math.max(worst, (Date.parse(ready) - Date.parse(day)) / 86_400_000);
        }
      }
    }
    expect(worst).toBeLessThanOrEqual(10);
  });
});

describe("the long date of a blog post and the names of months", () => {
  it("spells a post's day in Montevideo", () => {
    expect(formatLongDate("2026-10-02")).toBe("2 de octubre de 2026");
    expect(formatLongDate("2026-10-03T02:30:00Z")).toBe("2 de octubre de 2026");
    expect(formatLongDate(new Date("2027-01-15T15:00:00Z"))).toBe("15 de enero de 2027");
  });

  it("names months, long and short, and refuses what is not one", () => {
    expect(formatMonth("2026-11")).toBe("noviembre de 2026");
    expect(formatShortMonth("2026-09")).toBe("sept. 2026");
    expect(formatShortMonth("2027-05")).toBe("may. 2027");
    expect(() => formatMonth("2026-13")).toThrow(RangeError);
    expect(() => formatShortMonth("nov")).toThrow(RangeError);
  });
});

describe("one format for dates and times: dd/mm/aaaa, 24-hour, Montevideo", () => {
  it("shows calendar dates as they are and instants in Montevideo's wall clock", () => {
    expect(formatDate("2026-10-02")).toBe("02/10/2026");
    // 02:30 UTC on 3 October is still 2 October, 23:30, in Montevideo (UTC-3).
    expect(formatDate(new Date("2026-10-03T02:30:00Z"))).toBe("02/10/2026");
    expect(formatDateTime("2026-11-25T09:21:00Z")).toBe("25/11/2026 06:21");
    expect(formatDateTime(new Date("2026-11-25T15:05:00Z"))).toBe("25/11/2026 12:05");
    expect(formatTime("2026-11-25T12:34:00Z")).toBe("09:34");
    expect(formatTime("2026-11-25T23:00:00Z")).toBe("20:00");
  });

  it("reads dd/mm/aaaa typed by a person, and only real dates", () => {
    expect(parseDisplayDate("02/10/2026")).toBe("2026-10-02");
    expect(parseDisplayDate(" 2/3/2026 ")).toBe("2026-03-02");
    expect(parseDisplayDate("29/02/2028")).toBe("2028-02-29");
    for (const bad of ["29/02/2026", "31/04/2026", "2026-10-02", "10/2026", "", "00/01/2026"]) {
      expect(parseDisplayDate(bad), bad).toBeNull();
    }
  });

  it("round-trips every day of 2020-2030", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4017 }), (n) => {
        const iso = new Date(Date.UTC(2020, 0, 1 + n)).toISOString().slice(0, 10);
        expect(parseDisplayDate(formatDate(iso))).toBe(iso);
      }),
    );
  });
});

describe("with the owner's rules", () => {
  const owner: ShopRules = {
    ...DEFAULT_SHOP_RULES,
    cutoffHour: 12,
    leadTimes: { pickup: 2, montevideo: 3, interior: 5 },
    nonWorkingDays: [{ date: "2026-03-11", name: "Inventario" }],
  };

  it("uses the owner's cut-off hour, lead times and non-working days", () => {
    // Tuesday 10 March 2026; Wednesday 11 is closed.
    expect(isBusinessDay("2026-03-11", owner.nonWorkingDays)).toBe(false);
    expect(isBusinessDay("2026-03-11", DAYS)).toBe(true);
    expect(estimateReadyDate({ now: at("2026-03-10T11:59"), deliveryMethod: "pickup", town: "", rules: owner })).toBe(
      "2026-03-13",
    );
    expect(estimateReadyDate({ now: at("2026-03-10T12:00"), deliveryMethod: "pickup", town: "", rules: owner })).toBe(
      "2026-03-16",
    );
    expect(
      estimateReadyDate({ now: at("2026-03-10T09:00"), deliveryMethod: "delivery", town: "Montevideo", rules: owner }),
    ).toBe("2026-03-16");
    expect(
      estimateReadyDate({ now: at("2026-03-10T09:00"), deliveryMethod: "delivery", town: "Salto", rules: owner }),
    ).toBe("2026-03-18");
  });

  it("without listed days, only weekends are closed (Christmas 2026 is then a business day)", () => {
    expect(isBusinessDay("2026-12-25", [])).toBe(true);
    expect(addBusinessDays("2026-12-24", 1, [])).toBe("2026-12-25");
  });
});
