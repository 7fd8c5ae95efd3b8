import { describe, expect, it } from "vitest";
import { casCheckDigit, casProblem, isValidCas } from "./cas.ts";

describe("CAS numbers", () => {
  it("accepts numbers whose check digit is right", () => {
    for (const cas of ["7732-18-5", "8000-48-4", "77-92-9", "8008-56-8", "8028-48-6", "68647-73-4", "7647-14-5"]) {
      expect(isValidCas(cas), cas).toBe(true);
      expect(casProblem(cas), cas).toBeUndefined();
    }
  });

  it("computes the check digit as Σ(position × digit) mod 10 from the right", () => {
    // Water: 8×1 + 1×2 + 2×3 + 3×4 + 7×5 + 7×6 = 105.
    expect(casCheckDigit("7732-18-0")).toBe(5);
    expect(casCheckDigit("8000-48-0")).toBe(4);
  });

  it("refuses a wrong check digit, with a Spanish message", () => {
    expect(isValidCas("7732-18-4")).toBe(false);
    expect(isValidCas("8000-48-3")).toBe(false);
    expect(casProblem("7732-18-4")).toBe("El número CAS «7732-18-4» no es válido: su dígito de control no coincide.");
  });

  it("refuses what is not written as a CAS number", () => {
    for (const text of ["7732185", "7732-18", "7-18-5", "12345678-12-3", "7732-1-85", " 7732-18-5", "abcd-18-5", ""]) {
      expect(isValidCas(text), text).toBe(false);
      expect(casProblem(text), text).toMatch(/no es un número CAS/);
    }
  });
});
