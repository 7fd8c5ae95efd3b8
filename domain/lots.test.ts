import { describe, expect, it } from "vitest";
import { expiredLotMessage, isExpired, type LotOption, lineLotsProblem, proposeLots } from "./lots.ts";

const lot = (id: number, expiresOn: string, available: number | null = null): LotOption => ({
  id,
  number: `L${id}`,
  expiresOn,
  available,
});

describe("isExpired", () => {
  it("keeps a lot good through its expiry day", () => {
    expect(isExpired("2026-11-30", "2026-11-30")).toBe(false);
    expect(isExpired("2026-11-29", "2026-11-30")).toBe(true);
  });
});

describe("proposeLots (FEFO)", () => {
  const today = "2026-11-30";

  it("proposes the lot that expires first among those not expired", () => {
    expect(proposeLots([lot(1, "2027-05-01"), lot(2, "2026-12-15"), lot(3, "2026-11-01")], 4, today)).toEqual([
      { lotId: 2, quantity: 4 },
    ]);
  });

  it("spills over to the next lot when the first has less left than the line", () => {
    expect(proposeLots([lot(1, "2027-05-01"), lot(2, "2026-12-15", 3)], 5, today)).toEqual([
      { lotId: 2, quantity: 3 },
      { lotId: 1, quantity: 2 },
    ]);
  });

  it("puts what no known quantity covers on the first lot whose quantity is unknown, else on the first", () => {
    expect(proposeLots([lot(1, "2027-05-01", 1), lot(2, "2026-12-15", 1)], 5, today)).toEqual([
      { lotId: 2, quantity: 4 },
      { lotId: 1, quantity: 1 },
    ]);
  });

  it("proposes nothing when every lot expired", () => {
    expect(proposeLots([lot(1, "2026-11-29")], 1, today)).toEqual([]);
  });
});

describe("lineLotsProblem", () => {
  const today = "2026-11-30";
  const lots = [
    { id: 1, number: "L2026-11", expiresOn: "2027-01-31" },
    { id: 2, number: "L2025-02", expiresOn: "2026-11-29" },
  ];
  const line = { name: "Aceite esencial de Eucalipto", quantity: 3 };

  it("accepts the product's good lots whose quantities add up to the line's", () => {
    expect(lineLotsProblem(line, [{ lotId: 1, quantity: 3 }], lots, today)).toBeNull();
  });

  it("refuses an expired lot in Spanish, with its date", () => {
    expect(lineLotsProblem(line, [{ lotId: 2, quantity: 3 }], lots, today)).toBe(
      "El lote L2025-02 venció el 29/11/2026.",
    );
    expect(expiredLotMessage(lots[1]!)).toBe("El lote L2025-02 venció el 29/11/2026.");
  });

  it("refuses quantities that do not add up, another product's lot, a lot twice and no lot", () => {
    expect(lineLotsProblem(line, [{ lotId: 1, quantity: 2 }], lots, today)).toBe(
      "Las cantidades de los lotes de Aceite esencial de Eucalipto suman 2; el pedido lleva 3.",
    );
    expect(lineLotsProblem(line, [{ lotId: 9, quantity: 3 }], lots, today)).toBe(
      "El lote elegido no es de Aceite esencial de Eucalipto.",
    );
    expect(
      lineLotsProblem(
        line,
        [
          { lotId: 1, quantity: 1 },
          { lotId: 1, quantity: 2 },
        ],
        lots,
        today,
      ),
    ).toBe("Un lote de Aceite esencial de Eucalipto está repetido.");
    expect(lineLotsProblem(line, [], lots, today)).toBe("Indique el lote de Aceite esencial de Eucalipto.");
  });
});
