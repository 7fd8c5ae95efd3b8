import { describe, expect, it } from "vitest";
import { centsText, dmy, pesosText, quantityText } from "./format.ts";

describe("the printed CFE's amounts and dates", () => {
  it("writes cents as pesos with two decimals and es-UY thousands", () => {
    expect(centsText(0)).toBe("$ 0,00");
    expect(centsText(5)).toBe("$ 0,05");
    expect(centsText(123456)).toBe("$ 1.234,56");
    expect(centsText(100000000)).toBe("$ 1.000.000,00");
    expect(centsText(-500)).toBe("-$ 5,00");
  });

  it("writes whole pesos with ,00", () => {
    expect(pesosText(1234)).toBe("$ 1.234,00");
    expect(pesosText(90)).toBe("$ 90,00");
  });

  it("writes quantities and dates as Spanish does", () => {
    expect(quantityText(3)).toBe("3");
    expect(quantityText(1.5)).toBe("1,5");
    expect(dmy("2026-11-25")).toBe("25/11/2026");
    expect(dmy("2026-01-02T03:04:05.000Z")).toBe("02/01/2026");
  });
});
