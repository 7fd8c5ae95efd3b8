import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidRut, normalizeRut, rutCheckDigit } from "./rut.ts";

// Independent check-digit computation for building valid examples (null when the sum gives 10).
function checkDigit(prefix: string): number | null {
  const weights = [4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(prefix[i]), 0);
  const check = 11 - (sum % 11);
  return check === 11 ? 0 : check === 10 ? null : check;
}

const prefix = fc
  .tuple(fc.integer({ min: 1, max: 21 }), fc.integer({ min: 0, max: 999_999 }))
  .map(([registry, serial]) => `${String(registry).padStart(2, "0")}${String(serial).padStart(6, "0")}001`);

describe("normalizeRut", () => {
  it("drops spaces, dots and dashes", () => {
    expect(normalizeRut("21 047573 001 1")).toBe("210475730011");
    expect(normalizeRut("21.047.573.001-1")).toBe("210475730011");
    expect(normalizeRut(" 210475730011 ")).toBe("210475730011");
    expect(normalizeRut("21-ABC")).toBe("21ABC");
  });
});

describe("isValidRut", () => {
  it("accepts a real-format RUT: 21 047573 001 1", () => {
    // 2*4 + 1*3 + 0*2 + 4*9 + 7*8 + 5*7 + 7*6 + 3*5 + 0*4 + 0*3 + 1*2 = 197; 197 % 11 = 10; 11 - 10 = 1
    expect(checkDigit("21047573001")).toBe(1);
    expect(isValidRut("210475730011")).toBe(true);
    expect(isValidRut("21.047573.001-1")).toBe(true);
    expect(isValidRut("21 047573 001 1")).toBe(true);
  });

  it("accepts a check digit of 0 (11 - 0 = 11 -> 0)", () => {
    // 01 000010 001: 1*3 + 1*6 + 1*2 = 11; 11 % 11 = 0; 11 - 0 = 11 -> 0
    expect(checkDigit("01000010001")).toBe(0);
    expect(isValidRut("010000100010")).toBe(true);
  });

  it("refuses wrong check digits, lengths, letters and registries", () => {
    expect(isValidRut("210475730012")).toBe(false); // wrong check digit
    expect(isValidRut("21047573001")).toBe(false); // 11 digits
    expect(isValidRut("2104757300111")).toBe(false); // 13 digits
    expect(isValidRut("21047573001A")).toBe(false);
    expect(isValidRut("2I0475730011")).toBe(false);
    expect(isValidRut("")).toBe(false);
    const withRegistry = (r: string) => {
      const p = `${r}047573001`;
      return `${p}${checkDigit(p) ?? 0}`;
    };
    expect(isValidRut(withRegistry("00"))).toBe(false);
    expect(isValidRut(withRegistry("22"))).toBe(false);
    const wrongBranch = "21047573002";
    expect(isValidRut(`${wrongBranch}${checkDigit(wrongBranch) ?? 0}`)).toBe(false);
  });

  it("refuses a RUT of only zeros, however it is written (issue 38, item 5)", () => {
    const separator = fc.constantFrom("", ".", "-", " ");
    const zeros = fc
      .array(fc.tuple(fc.constant("0"), separator), { minLength: 12, maxLength: 12 })
      .map((parts) => parts.map(([d, s]) => d + s).join(""));
    fc.assert(fc.property(zeros, (written) => !isValidRut(written)));
    expect(isValidRut("00.000000.000-0")).toBe(false);
  });

  it("refuses prefixes whose check would be 10", () => {
    // 12 000000 001: 1*4 + 2*3 + 1*2 = 12; 12 % 11 = 1; 11 - 1 = 10
    expect(checkDigit("12000000001")).toBeNull();
    expect(rutCheckDigit("12000000001")).toBeNull();
    for (let d = 0; d <= 9; d++) expect(isValidRut(`12000000001${d}`)).toBe(false);
  });

  it("a computed check digit validates and every other last digit fails", () => {
    fc.assert(
      fc.property(prefix, (p) => {
        const check = checkDigit(p);
        for (let d = 0; d <= 9; d++) {
          if (isValidRut(`${p}${d}`) !== (d === check)) return false;
        }
        return rutCheckDigit(p) === check;
      }),
    );
  });
});
