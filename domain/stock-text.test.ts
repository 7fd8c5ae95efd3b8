import { describe, expect, it } from "vitest";
import { describeStock, describeWaiting } from "./stock-text.ts";

describe("describeStock", () => {
  it("says bulk in the product's unit and sizes one by one", () => {
    expect(describeStock({ mode: "bulk", bulk: 1500 }, "cc", [])).toBe("1.500 cc a granel");
    expect(
      describeStock({ mode: "size", bulk: 0 }, "cc", [
        { size: 30, sizeStock: 3 },
        { size: 1000, sizeStock: 0 },
      ]),
    ).toBe("3 de 30 cc, 0 de 1000 cc");
  });
});

describe("describeWaiting", () => {
  it("is null when nobody waits", () => {
    expect(describeWaiting(0, "cc", [{ size: 30, waiting: 0 }])).toBeNull();
  });

  it("names each size with people waiting, and those waiting for the whole product", () => {
    expect(describeWaiting(1, "cc", [{ size: 30, waiting: 1 }])).toBe("1 persona espera aviso de stock: 1 de 30 cc");
    expect(
      describeWaiting(4, "grs", [
        { size: 100, waiting: 2 },
        { size: 500, waiting: 0 },
        { size: 1000, waiting: 1 },
      ]),
    ).toBe("4 personas esperan aviso de stock: 2 de 100 grs, 1 de 1000 grs, 1 del producto");
    expect(describeWaiting(1200, "cc", [])).toBe("1.200 personas esperan aviso de stock: 1.200 del producto");
  });
});
