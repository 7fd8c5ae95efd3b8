import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, type ClosedDays, isBusinessDay, uruguayHolidays } from "./dates.ts";
import { buildCfeDocument } from "./invoices.ts";
import {
  checkWithdrawalLines,
  returnCreditDocument,
  WITHDRAWAL_BUSINESS_DAYS,
  type WithdrawableLine,
  withdrawalDeadline,
  withdrawalWindow,
} from "./withdrawal.ts";

// The right of withdrawal's rules (decision 029): the deadline on the shop's calendar, the window's cut-off at the end
// of the 5th business day in Montevideo, the lines a request may name, and the credit note for the returned lines.

const HOLIDAYS: ClosedDays = Array.from({ length: 8 }, (_, i) => uruguayHolidays(2024 + i)).flat();
const at = (localIso: string) => new Date(`${localIso}-03:00`); // Montevideo is UTC-3
const DAY_MS = 86_400_000;

/** A day between 2024 and 2030, and a time within it. */
const dayArb = fc.integer({ min: 0, max: 6 * 365 }).map((n) => addDays("2024-01-01", n));
const timeArb = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }));
const hhmm = ([h, m]: [number, number]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
/** The owner's own closed days: a few random days around the hand-over, on top of the holidays. */
const ownerDaysArb = (from: string) =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: 20 }), { maxLength: 6 })
    .map((ns) => ns.map((n) => ({ date: addDays(from, n) })));

const businessDaysBetween = (from: string, to: string, closed: ClosedDays) => {
  let n = 0;
  for (let d = addDays(from, 1); d <= to; d = addDays(d, 1)) if (isBusinessDay(d, closed)) n++;
  return n;
};

describe("withdrawalDeadline", () => {
  it("is the 5th business day after the hand-over's day: weekends, holidays and the owner's days skipped", () => {
    const caseArb = fc
      .tuple(dayArb, timeArb)
      .chain(([day, time]) => fc.tuple(fc.constant(day), fc.constant(time), ownerDaysArb(day)));
    fc.assert(
      fc.property(caseArb, ([day, time, owner]) => {
        const closed = [...HOLIDAYS, ...owner];
        const until = withdrawalDeadline(at(`${day}T${hhmm(time)}:00`), closed);
        expect(isBusinessDay(until, closed)).toBe(true);
        expect(until > day).toBe(true);
        expect(businessDaysBetween(day, until, closed)).toBe(WITHDRAWAL_BUSINESS_DAYS);
      }),
      { numRuns: 300 },
    );
  });

  it("moves later, never earlier, when the owner closes one more day", () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 1, max: 10 }), (day, offset) => {
        const handedOver = at(`${day}T12:00:00`);
        const before = withdrawalDeadline(handedOver, HOLIDAYS);
        const closedDay = addDays(day, offset);
        const after = withdrawalDeadline(handedOver, [...HOLIDAYS, { date: closedDay }]);
        if (closedDay <= before && isBusinessDay(closedDay, HOLIDAYS)) expect(after > before).toBe(true);
        else expect(after).toBe(before);
      }),
    );
  });

  it("counts the Montevideo day: 23:30 local on a Friday is still that Friday, not Saturday in UTC", () => {
    // Friday 2026-11-13 23:30 in Montevideo is Saturday 02:30 UTC. Mon 16, Tue 17, Wed 18, Thu 19, Fri 20.
    expect(withdrawalDeadline(at("2026-11-13T23:30:00"), HOLIDAYS)).toBe("2026-11-20");
    // Collected before Carnival 2027 (Mon 8 and Tue 9 Feb closed): Wed 10 … Tue 16.
    expect(withdrawalDeadline(at("2027-02-05T10:00:00"), HOLIDAYS)).toBe("2027-02-16");
  });
});

describe("withdrawalWindow", () => {
  it("is open until the end of the deadline day in Montevideo and ended from its next minute", () => {
    fc.assert(
      fc.property(dayArb, timeArb, (day, time) => {
        const handedOverAt = at(`${day}T${hhmm(time)}:00`);
        const until = withdrawalDeadline(handedOverAt, HOLIDAYS);
        const base = { rut: null, status: "approved", handedOverAt, closed: HOLIDAYS };
        const lastMinute = at(`${until}T23:59:59`);
        expect(withdrawalWindow({ ...base, now: lastMinute })).toEqual({ kind: "open", until });
        expect(withdrawalWindow({ ...base, now: handedOverAt })).toEqual({ kind: "open", until });
        const next = new Date(lastMinute.getTime() + 1000);
        expect(withdrawalWindow({ ...base, now: next })).toEqual({ kind: "ended", until });
        expect(withdrawalWindow({ ...base, now: new Date(next.getTime() + 30 * DAY_MS) }).kind).toBe("ended");
      }),
    );
  });

  it("is the business purchase's with a RUT, none for an order not sold, and open any time before the hand-over", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("approved", "pending", "cancel", "mercado"),
        fc.option(fc.constant("210475730011")),
        fc.option(dayArb),
        (status, rut, handedDay) => {
          const w = withdrawalWindow({
            rut,
            status,
            handedOverAt: handedDay ? at(`${handedDay}T10:00:00`) : null,
            now: at("2031-01-01T10:00:00"),
            closed: HOLIDAYS,
          });
          if (rut) expect(w).toEqual({ kind: "business" });
          else if (status !== "approved") expect(w).toEqual({ kind: "not_sold" });
          else if (!handedDay) expect(w).toEqual({ kind: "open", until: null });
          else expect(w.kind).toBe("ended");
        },
      ),
    );
  });
});

describe("checkWithdrawalLines", () => {
  const linesArb = fc
    .array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 5 }),
        requested: fc.integer({ min: 0, max: 5 }),
        excluded: fc.boolean(),
      }),
      { minLength: 1, maxLength: 4 },
    )
    .map((ls) =>
      ls.map(
        (l, i): WithdrawableLine => ({
          itemId: 100 + i,
          name: `Producto ${i}`,
          quantity: l.quantity,
          requested: Math.min(l.requested, l.quantity),
          excludedReason: l.excluded ? "Higiene." : null,
        }),
      ),
    );
  const wantedArb = fc.array(
    fc.record({ itemId: fc.integer({ min: 99, max: 104 }), quantity: fc.integer({ min: -1, max: 6 }) }),
    { maxLength: 4 },
  );

  it("accepts exactly the requests that name known, withdrawable lines once each, within the units left", () => {
    fc.assert(
      fc.property(linesArb, wantedArb, (lines, wanted) => {
        const result = checkWithdrawalLines(lines, wanted);
        const ids = wanted.map((w) => w.itemId);
        const valid =
          wanted.length > 0 &&
          wanted.some((w) => w.quantity > 0) &&
          new Set(ids).size === ids.length &&
          wanted.every((w) => {
            const line = lines.find((l) => l.itemId === w.itemId);
            return (
              line && line.excludedReason === null && w.quantity >= 1 && w.quantity <= line.quantity - line.requested
            );
          });
        expect(result.ok).toBe(valid);
        if (!result.ok) expect(result.message).toMatch(/\.$/);
      }),
    );
  });
});

describe("returnCreditDocument", () => {
  const orderArb = fc.record({
    prices: fc.array(
      fc.record({ unitPrice: fc.integer({ min: 1, max: 5000 }), quantity: fc.integer({ min: 1, max: 6 }) }),
      {
        minLength: 1,
        maxLength: 4,
      },
    ),
    discountPercent: fc.integer({ min: 0, max: 30 }),
    deliveryFee: fc.constantFrom(0, 350),
  });
  const documentOf = (o: {
    prices: { unitPrice: number; quantity: number }[];
    discountPercent: number;
    deliveryFee: number;
  }) => {
    const items = o.prices.map((p, i) => ({
      productName: `P${i}`,
      productSlug: `p${i}`,
      size: 1,
      unit: "L",
      unitPrice: p.unitPrice,
      quantity: p.quantity,
      lineTotal: p.unitPrice * p.quantity,
      ivaRate: "basica" as const,
      code: null,
    }));
    const subtotal = items.reduce((s, i) => s + i.lineTotal, 0);
    const discount = Math.round((subtotal * o.discountPercent) / 100);
    return buildCfeDocument(
      {
        id: 1,
        items,
        codeDiscount: discount,
        transferDiscount: 0,
        deliveryFee: o.deliveryFee,
        total: subtotal - discount + o.deliveryFee,
        rut: null,
        companyName: null,
        companyAddress: null,
        buyerDocument: null,
        firstName: "Ana",
        lastName: "Pérez",
      } as never,
      { rut: "", legalName: "", address: "", city: "", department: "" },
    );
  };

  it("credits only the returned units, never more than the CFE, and the whole CFE when everything comes back", () => {
    fc.assert(
      fc.property(orderArb, fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 4, maxLength: 4 }), (o, picks) => {
        const cfe = documentOf(o);
        const returned = o.prices.flatMap((p, index) => {
          const quantity = Math.min(picks[index]!, p.quantity);
          return quantity > 0 ? [{ index, quantity }] : [];
        });
        if (!returned.length) return;
        const credit = returnCreditDocument(cfe, o.prices.length, returned);
        const whole =
          returned.length === o.prices.length && returned.every((r) => r.quantity === o.prices[r.index]!.quantity);
        if (whole) {
          expect(credit).toEqual(cfe);
          return;
        }
        expect(credit.lines.map((l) => l.quantity)).toEqual(returned.map((r) => r.quantity));
        expect(credit.lines.some((l) => l.code === "envio")).toBe(false);
        expect(credit.totals.total).toBe(credit.lines.reduce((s, l) => s + l.amount, 0));
        expect(credit.totals.total).toBeLessThanOrEqual(cfe.totals.total);
        for (const [i, r] of returned.entries()) {
          const line = cfe.lines[r.index]!;
          expect(credit.lines[i]!.amount).toBeLessThanOrEqual(line.amount);
          expect(credit.lines[i]!.amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
