import { describe, expect, it } from "vitest";
import { formatUYU } from "./money.ts";

const NBSP = "\u00a0";

describe("formatUYU", () => {
  it("prints pesos the es-UY way, without decimals", () => {
    expect(formatUYU(0)).toBe(`$${NBSP}0`);
    expect(formatUYU(350)).toBe(`$${NBSP}350`);
    expect(formatUYU(1234)).toBe(`$${NBSP}1.234`);
    expect(formatUYU(1_000_000)).toBe(`$${NBSP}1.000.000`);
  });

  it("keeps the sign of negative amounts (a discount line)", () => {
    expect(formatUYU(-50)).toBe(`-$${NBSP}50`);
  });
});
