import { describe, expect, it } from "vitest";
import { formatCompactUYU, formatUYU, groupThousands } from "./money.ts";

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

describe("formatUYU and groupThousands against Intl (es-UY)", () => {
  const currency = new Intl.NumberFormat("es-UY", { style: "currency", currency: "UYU", maximumFractionDigits: 0 });
  const plain = new Intl.NumberFormat("es-UY", { maximumFractionDigits: 0 });
  const values = [
    0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 123_456, 999_999, 1_000_000, 12_345_678, 1_234_567_890,
  ];
  // -0 is left out: Intl prints it as "-$ 0", formatUYU as "$ 0" (below).
  const amounts = values.flatMap((v) => [v, v + 0.5, -(v + 0.5), v + 0.49, ...(v ? [-v] : [])]);

  it.each(amounts)("%d prints as Intl prints it", (amount) => {
    expect(formatUYU(amount)).toBe(currency.format(amount));
    expect(groupThousands(amount)).toBe(plain.format(amount));
  });

  it("prints nothing negative for a zero", () => {
    expect(formatUYU(-0)).toBe(`$${NBSP}0`);
    expect(formatUYU(-0.4)).toBe(`$${NBSP}0`);
  });
});

describe("formatCompactUYU (the dashboard chart's one style)", () => {
  it("writes thousands as 'mil' and millions as 'M', one decimal below ten", () => {
    const cases: [number, string][] = [
      [0, "$ 0"],
      [950, "$ 950"],
      [4000, "$ 4 mil"],
      [4500, "$ 4,5 mil"],
      [12_000, "$ 12 mil"],
      [12_499, "$ 12 mil"],
      [250_000, "$ 250 mil"],
      [1_200_000, "$ 1,2 M"],
      [15_000_000, "$ 15 M"],
    ];
    for (const [amount, text] of cases) expect(formatCompactUYU(amount)).toBe(text.replaceAll(" ", NBSP));
  });
});
