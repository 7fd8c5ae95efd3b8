import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  PAGE_SIZE,
  PRICE_POINTS,
  PRICE_RANGES,
  paginationWindow,
  SIZES,
  SORT_LABELS,
  SORTS,
  UNITS,
} from "./catalogue.ts";

describe("catalogue constants", () => {
  it("match SPEC section 9", () => {
    expect(SIZES).toEqual([30, 100, 500, 1000]);
    expect(UNITS).toEqual(["cc", "ml", "grs"]);
    expect(PRICE_POINTS).toEqual([0, 200, 500, 750, 1000]);
    expect(PAGE_SIZE).toBe(12);
    expect(SORTS).toEqual(["name", "price-asc", "price-desc"]);
    expect(SORT_LABELS).toEqual({
      name: "Todos (A–Z)",
      "price-asc": "Precio ascendente",
      "price-desc": "Precio descendente",
    });
  });

  it("derives consecutive price ranges with Spanish labels", () => {
    expect(PRICE_RANGES).toEqual([
      { from: 0, to: 200, label: "$0 - $200" },
      { from: 200, to: 500, label: "$200 - $500" },
      { from: 500, to: 750, label: "$500 - $750" },
      { from: 750, to: 1000, label: "$750 - $1.000" },
      { from: 1000, to: undefined, label: "Más de $1.000" },
    ]);
  });
});

describe("paginationWindow", () => {
  it("shows two neighbours on each side", () => {
    expect(paginationWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });

  it("slides at the edges to keep its width", () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it("handles few or no pages and out-of-range input", () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(99, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationWindow(-3, 8)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(4, 8, 1)).toEqual([3, 4, 5]);
    expect(paginationWindow(4, 8, 0)).toEqual([4]);
  });

  it("is a contiguous run of valid pages around the current one", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 5 }),
        (p, total, n) => {
          const page = Math.min(p, total);
          const w = paginationWindow(page, total, n);
          return (
            w.length === Math.min(total, 2 * n + 1) &&
            w.includes(page) &&
            w.every((x, i) => x >= 1 && x <= total && (i === 0 || x === (w[i - 1] ?? 0) + 1))
          );
        },
      ),
    );
  });
});
