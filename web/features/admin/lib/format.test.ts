import { describe, expect, it } from "vitest";
import { reservationLeft } from "./format.ts";

describe("the time left on a Mercado Pago reservation", () => {
  const at = Date.parse("2026-11-25T15:00:00Z");
  const plus = (minutes: number) => new Date(at + minutes * 60_000).toISOString();

  it("counts whole minutes down to the end", () => {
    expect(reservationLeft(plus(42.6), at)).toBe("Vence en 42 min");
    expect(reservationLeft(plus(75), at)).toBe("Vence en 1 h 15 min");
    expect(reservationLeft(plus(60), at)).toBe("Vence en 1 h 00 min");
    expect(reservationLeft(plus(0.5), at)).toBe("Vence en menos de 1 min");
  });

  it("says 'Vencida' once the time is up", () => {
    expect(reservationLeft(plus(0), at)).toBe("Vencida");
    expect(reservationLeft(plus(-3), at)).toBe("Vencida");
  });
});
