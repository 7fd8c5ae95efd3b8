import { describe, expect, it } from "vitest";
import { shortLines, stockAmount, unitsOfSize, unitsThatFit } from "./stock.ts";
import { describeStock } from "./stock-text.ts";

const bulk = (amount: number) => ({ mode: "bulk" as const, bulk: amount });
const bySize = { mode: "size" as const, bulk: 0 };
const line = (variantId: number, size: number, quantity: number, sizeStock = 0) => ({
  variantId,
  size,
  quantity,
  sizeStock,
});

describe("what a line takes", () => {
  it("takes units by size and size × units in bulk", () => {
    expect(stockAmount("size", 1000, 3)).toBe(3);
    expect(stockAmount("bulk", 1000, 3)).toBe(3000);
  });
});

describe("units of a size on its own", () => {
  it("is the size's units by size, or how often the bulk covers the size", () => {
    expect(unitsOfSize(bySize, 30, 7)).toBe(7);
    expect(unitsOfSize(bulk(1500), 1000, 99)).toBe(1);
    expect(unitsOfSize(bulk(1500), 500, 0)).toBe(3);
    expect(unitsOfSize(bulk(999), 1000, 0)).toBe(0);
    expect(unitsOfSize(bySize, 30, -2)).toBe(0);
  });
});

describe("how many fit beside the other lines", () => {
  it("in bulk: 1500 cc with one 1000 cc taken leaves no second 1000 cc but one 500 cc", () => {
    const others = [line(1, 1000, 1)];
    expect(unitsThatFit(bulk(1500), line(1, 1000, 0), [])).toBe(1);
    expect(unitsThatFit(bulk(1500), line(2, 1000, 0), others)).toBe(0);
    expect(unitsThatFit(bulk(1500), line(3, 500, 0), others)).toBe(1);
    expect(unitsThatFit(bulk(1500), line(4, 30, 0), others)).toBe(16);
  });

  it("in bulk: never below zero when the other lines already take more than the bulk", () => {
    expect(unitsThatFit(bulk(500), line(1, 30, 0), [line(2, 1000, 1)])).toBe(0);
  });

  it("by size: each size has its own units; other sizes do not count", () => {
    expect(unitsThatFit(bySize, line(1, 30, 0, 4), [line(2, 1000, 5, 9)])).toBe(4);
    // Two lines of the same size (the server merges nothing): they share that size's units.
    expect(unitsThatFit(bySize, line(1, 30, 0, 4), [line(1, 30, 3, 4)])).toBe(1);
  });
});

describe("short lines", () => {
  it("names every line that does not fit, with how many of it fit beside the others", () => {
    const lines = [line(1, 1000, 1), line(2, 500, 2)];
    expect(shortLines(bulk(1500), lines)).toEqual([
      { line: lines[0], available: 0 },
      { line: lines[1], available: 1 },
    ]);
    expect(shortLines(bulk(2000), lines)).toEqual([]);
  });

  it("by size: only the size that is short", () => {
    const lines = [line(1, 30, 2, 5), line(2, 1000, 2, 1)];
    expect(shortLines(bySize, lines)).toEqual([{ line: lines[1], available: 1 }]);
  });
});

describe("stock as the back office says it", () => {
  it("says the bulk in the unit, or each size's units", () => {
    expect(describeStock(bulk(1500), "cc", [])).toBe("1.500 cc a granel");
    expect(
      describeStock(bySize, "cc", [
        { size: 30, sizeStock: 3 },
        { size: 1000, sizeStock: 0 },
      ]),
    ).toBe("3 de 30 cc, 0 de 1000 cc");
    expect(describeStock(bySize, "grs", [])).toBe("Sin presentaciones");
  });
});
