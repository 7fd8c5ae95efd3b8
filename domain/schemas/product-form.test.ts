import { describe, expect, it } from "vitest";
import { NO_SAFETY } from "../safety/index.ts";
import {
  checkedProductInput,
  FILL_REQUIRED,
  NO_WITHDRAWAL_REASON_REQUIRED,
  parsePrice,
  parseStock,
  productForm,
  productInput,
  sizeRows,
  toProductInput,
} from "./product-form.ts";

const base = {
  name: "Aceite de Limón",
  code: "",
  slug: "aceite-de-limon",
  categoryId: null,
  description: "",
  discount: 0,
  isNew: false,
  isNotEaten: false,
  stockMode: "size" as const,
  bulkStock: 0,
  unit: "cc" as const,
  ivaRate: "basica" as const,
  noWithdrawal: false,
  noWithdrawalReason: "",
  benefits: [],
  uses: [],
  doses: [],
  published: true,
  images: [],
  thumbImages: [],
  seoTitle: "",
  seoDescription: "",
  ...NO_SAFETY,
};

describe("the product form", () => {
  it("saves only the checked sizes with a price above 0", () => {
    const sizes = sizeRows();
    sizes[0] = { size: 30, checked: true, price: "450", stock: "12", grams: "" };
    sizes[1] = { size: 100, checked: false, price: "900", stock: "", grams: "" };
    sizes[2] = { size: 500, checked: true, price: "", stock: "", grams: "" };
    sizes[3] = { size: 1000, checked: true, price: "1.200", stock: "", grams: "" };
    const form = productForm.parse({ ...base, sizes });
    const input = toProductInput(form);
    expect(input.variants).toEqual([
      { size: 30, price: 450, stock: 12, shippingGrams: null },
      { size: 1000, price: 1200, stock: 0, shippingGrams: null },
    ]);
    expect(productInput.parse(input)).toEqual(input);
  });

  it("takes each size's shipping weight in grams, prefilled from the size for a new one (issue 45)", () => {
    const sizes = sizeRows([{ size: 500, price: 900, shippingGrams: null }]);
    expect(sizes.map((row) => row.grams)).toEqual(["30", "100", "", "1000"]);
    sizes[0] = { ...sizes[0]!, checked: true, price: "300" };
    sizes[3] = { ...sizes[3]!, checked: true, price: "1500", grams: "1.080" };
    expect(toProductInput(productForm.parse({ ...base, sizes })).variants).toEqual([
      { size: 30, price: 300, stock: 0, shippingGrams: 30 },
      { size: 500, price: 900, stock: 0, shippingGrams: null },
      { size: 1000, price: 1500, stock: 0, shippingGrams: 1080 },
    ]);
    sizes[3] = { ...sizes[3]!, grams: "1,5 kg" };
    const bad = productForm.safeParse({ ...base, sizes });
    expect(bad.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ["sizes", 3, "grams"],
        message: "El peso de envío es un número entero de gramos, mayor que 0.",
      }),
    );
  });

  it("asks for at least one priced size with the SPEC's message", () => {
    const sizes = sizeRows();
    sizes[1] = { size: 100, checked: true, price: "0", stock: "", grams: "" };
    const result = productForm.safeParse({ ...base, sizes });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toContainEqual(["sizes", FILL_REQUIRED]);
  });

  it("marks a checked size whose price is not a number", () => {
    const sizes = sizeRows([{ size: 30, price: 100 }]);
    sizes[1] = { size: 100, checked: true, price: "cien", stock: "", grams: "" };
    const result = productForm.safeParse({ ...base, sizes });
    expect(result.error!.issues.map((i) => i.path.join("."))).toEqual(["sizes.1.price"]);
  });

  it("marks a missing name and slug with 'Rellene los campos *'", () => {
    const result = productForm.safeParse({ ...base, name: " ", slug: "", sizes: sizeRows([{ size: 30, price: 5 }]) });
    expect(result.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", FILL_REQUIRED],
      ["slug", FILL_REQUIRED],
    ]);
  });

  it("marks a checked size whose units are not a number, only when the stock is counted by size", () => {
    const sizes = sizeRows([{ size: 30, price: 100 }]);
    sizes[0] = { size: 30, checked: true, price: "100", stock: "muchas", grams: "" };
    const bySize = productForm.safeParse({ ...base, sizes });
    expect(bySize.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["sizes.0.stock", "El stock es un número entero, 0 o más."],
    ]);
    const inBulk = productForm.safeParse({ ...base, stockMode: "bulk", bulkStock: 1500, sizes });
    expect(inBulk.success).toBe(true);
  });

  it("takes a bulk amount as a whole number, 0 or more", () => {
    const sizes = sizeRows([{ size: 30, price: 100 }]);
    const bad = productForm.safeParse({ ...base, stockMode: "bulk", bulkStock: -5, sizes });
    expect(bad.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["bulkStock", "El stock a granel es un número entero, 0 o más."],
    ]);
    const mode = productForm.safeParse({ ...base, stockMode: "por kilo", sizes });
    expect(mode.error!.issues.map((i) => i.path.join("."))).toEqual(["stockMode"]);
  });

  it("takes the product's IVA rate (básica, mínima or exento) and sends it to the server", () => {
    const sizes = sizeRows([{ size: 30, price: 100 }]);
    const minima = toProductInput(productForm.parse({ ...base, ivaRate: "minima", sizes }));
    expect(productInput.parse(minima).ivaRate).toBe("minima");
    const bad = productForm.safeParse({ ...base, ivaRate: "22", sizes });
    expect(bad.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["ivaRate", "Elija el IVA: básica, mínima o exento."],
    ]);
    // The API may leave it out: the product keeps its rate (a new one is 'basica', the column's default).
    const { ivaRate: _left, ...withoutRate } = minima;
    expect(productInput.parse(withoutRate).ivaRate).toBeUndefined();
  });

  it("reads units as whole numbers, empty as 0", () => {
    expect(parseStock("")).toBe(0);
    expect(parseStock("1.500")).toBe(1500);
    expect(parseStock("2,5")).toBeUndefined();
    expect(parseStock("-1")).toBeUndefined();
  });

  it("reads prices as whole pesos", () => {
    expect(parsePrice("1.250")).toBe(1250);
    expect(parsePrice(" 90 ")).toBe(90);
    expect(parsePrice("0")).toBeUndefined();
    expect(parsePrice("12,5")).toBeUndefined();
    expect(parsePrice("-3")).toBeUndefined();
  });

  it("fills the rows from saved sizes", () => {
    // A size not saved yet has its weight prefilled from its size (issue 45); a saved one shows what it has.
    expect(sizeRows([{ size: 100, price: 900, stock: 7 }])).toEqual([
      { size: 30, checked: false, price: "", stock: "", grams: "30" },
      { size: 100, checked: true, price: "900", stock: "7", grams: "" },
      { size: 500, checked: false, price: "", stock: "", grams: "500" },
      { size: 1000, checked: false, price: "", stock: "", grams: "1000" },
    ]);
  });
});

describe("Sin derecho de arrepentimiento (decision 029)", () => {
  const sizes = sizeRows([{ size: 100, price: 500, stock: 3 }]);
  it("needs its reason in the form and in the API, and an API client may leave both out", () => {
    const form = productForm.safeParse({ ...base, noWithdrawal: true, noWithdrawalReason: "  ", sizes });
    expect(form.success).toBe(false);
    expect(form.error?.issues.map((i) => [i.path.join("."), i.message])).toContainEqual([
      "noWithdrawalReason",
      NO_WITHDRAWAL_REASON_REQUIRED,
    ]);
    const input = toProductInput(
      productForm.parse({ ...base, noWithdrawal: true, noWithdrawalReason: "Higiene.", sizes }),
    );
    expect(checkedProductInput.parse(input)).toMatchObject({ noWithdrawal: true, noWithdrawalReason: "Higiene." });
    expect(checkedProductInput.safeParse({ ...input, noWithdrawalReason: "" }).success).toBe(false);
    const { noWithdrawal: _n, noWithdrawalReason: _r, ...without } = input;
    expect(checkedProductInput.safeParse(without).success).toBe(true);
  });
});
