import { describe, expect, it } from "vitest";
import { changedPrice, describePriceChange, roundToStep } from "./price-change.ts";

describe("roundToStep", () => {
  it("goes to the nearest multiple, halves up", () => {
    expect(roundToStep(152.4, 5)).toBe(150);
    expect(roundToStep(152.5, 5)).toBe(155);
    expect(roundToStep(147.5, 5)).toBe(150);
    expect(roundToStep(164, 10)).toBe(160);
    expect(roundToStep(165, 10)).toBe(170);
    expect(roundToStep(164.5, 1)).toBe(165);
    expect(roundToStep(164.49, 1)).toBe(164);
  });

  it("is not fooled by floating point (50 × 1.15 is 57.49999999999999, not 57.5)", () => {
    expect(50 * 1.15).toBeLessThan(57.5);
    expect(roundToStep(50 * 1.15, 1)).toBe(58);
    expect(changedPrice(50, { mode: "percent", value: 15, rounding: 1 })).toBe(58);
    expect(changedPrice(90, { mode: "percent", value: 15, rounding: 1 })).toBe(104);
  });
});

describe("changedPrice", () => {
  it("raises and lowers by a percent", () => {
    expect(changedPrice(150, { mode: "percent", value: 10, rounding: 1 })).toBe(165);
    expect(changedPrice(233, { mode: "percent", value: 10, rounding: 5 })).toBe(255); // 256.3
    expect(changedPrice(200, { mode: "percent", value: -15, rounding: 1 })).toBe(170);
    expect(changedPrice(199, { mode: "percent", value: 7.5, rounding: 1 })).toBe(214); // 213.925
  });

  it("raises and lowers by an amount", () => {
    expect(changedPrice(150, { mode: "amount", value: 25, rounding: 1 })).toBe(175);
    expect(changedPrice(150, { mode: "amount", value: -23, rounding: 10 })).toBe(130); // 127
    expect(changedPrice(1234, { mode: "amount", value: 0, rounding: 5 })).toBe(1235);
  });

  it("always gives whole pesos that are multiples of the rounding", () => {
    for (let price = 1; price < 3000; price += 37) {
      for (const rounding of [1, 5, 10] as const) {
        const next = changedPrice(price, { mode: "percent", value: 13.3, rounding });
        if (next !== null) {
          expect(Number.isInteger(next)).toBe(true);
          expect(next % rounding).toBe(0);
        }
      }
    }
  });

  it("never gives $ 0 or less: null instead", () => {
    expect(changedPrice(100, { mode: "percent", value: -100, rounding: 1 })).toBeNull();
    expect(changedPrice(100, { mode: "amount", value: -100, rounding: 1 })).toBeNull();
    expect(changedPrice(100, { mode: "amount", value: -150, rounding: 1 })).toBeNull();
    expect(changedPrice(4, { mode: "percent", value: -10, rounding: 10 })).toBeNull(); // 3.6 → 0
    expect(changedPrice(6, { mode: "percent", value: -10, rounding: 10 })).toBe(10); // 5.4 → 10
  });
});

describe("describePriceChange", () => {
  it("says the change in Spanish", () => {
    expect(describePriceChange({ mode: "percent", value: 10, rounding: 5 })).toBe("Subir 10 %, redondeado a $ 5");
    expect(describePriceChange({ mode: "percent", value: -7.5, rounding: 1 })).toBe("Bajar 7,5 %, redondeado a $ 1");
    expect(describePriceChange({ mode: "amount", value: 50, rounding: 10 })).toBe("Subir $ 50, redondeado a $ 10");
  });
});
