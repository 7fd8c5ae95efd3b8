import { describe, expect, it } from "vitest";
import { dueRange, reminderDue, reminderWindow, type UnpaidOrder, unpaidKind } from "./unpaid-reminders.ts";

const DAY = 86_400_000;
const placed = new Date("2026-12-01T15:00:00.000Z");
const order = (overrides: Partial<UnpaidOrder> = {}): UnpaidOrder => ({
  status: "pending",
  paymentMethod: "bank",
  paymentType: "TRANSFERENCIA",
  hasReceipt: false,
  createdAt: placed,
  ...overrides,
});

describe("unpaid order reminders (domain)", () => {
  it("names only the payments that run out: a ticket, a transfer without its receipt, still pending", () => {
    expect(unpaidKind(order())).toBe("transfer");
    expect(unpaidKind(order({ paymentMethod: "mercadopago", paymentType: "ticket" }))).toBe("ticket");
    expect(unpaidKind(order({ hasReceipt: true }))).toBeNull();
    expect(unpaidKind(order({ paymentMethod: "mercadopago", paymentType: "credit_card" }))).toBeNull();
    for (const status of ["mercado", "approved", "cancel"]) expect(unpaidKind(order({ status }))).toBeNull();
  });

  it("is due from a day before the payment runs out (3 days after placing) until it does", () => {
    expect(reminderWindow("ticket", placed)).toEqual({
      from: new Date(placed.getTime() + 2 * DAY),
      until: new Date(placed.getTime() + 3 * DAY),
    });
    expect(reminderDue(order(), new Date(placed.getTime() + 2 * DAY - 1))).toBe(false);
    expect(reminderDue(order(), new Date(placed.getTime() + 2 * DAY))).toBe(true);
    expect(reminderDue(order(), new Date(placed.getTime() + 3 * DAY - 1))).toBe(true);
    expect(reminderDue(order(), new Date(placed.getTime() + 3 * DAY))).toBe(false);
  });

  it("the database's range (dueRange) names exactly the orders reminderDue does", () => {
    const now = new Date("2026-12-05T12:34:56.000Z");
    for (const kind of ["ticket", "transfer"] as const) {
      const { placedAfter, placedBefore } = dueRange(kind, now);
      for (let minutes = -5 * 24 * 60; minutes <= 0; minutes += 7) {
        const createdAt = new Date(now.getTime() + minutes * 60_000);
        const inRange = createdAt > placedAfter && createdAt <= placedBefore;
        const o = order(
          kind === "ticket" ? { paymentMethod: "mercadopago", paymentType: "ticket", createdAt } : { createdAt },
        );
        expect(inRange, `${kind} placed ${minutes} min before`).toBe(reminderDue(o, now));
      }
    }
  });
});
