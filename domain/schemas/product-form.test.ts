import { describe, expect, it } from "vitest";
import { FILL_REQUIRED, parsePrice, productForm, productInput, sizeRows, toProductInput } from "./product-form.ts";

const base = {
  name: "Aceite de Limón",
  code: "",
  slug: "aceite-de-limon",
  categoryId: null,
  description: "",
  discount: 0,
  isNew: false,
  isNotEaten: false,
  quantity: 0,
  unit: "cc" as const,
  benefits: [],
  uses: [],
  doses: [],
  published: true,
  images: [],
  thumbImages: [],
};

describe("the product form", () => {
  it("saves only the checked sizes with a price above 0", () => {
    const sizes = sizeRows();
    sizes[0] = { size: 30, checked: true, price: "450" };
    sizes[1] = { size: 100, checked: false, price: "900" };
    sizes[2] = { size: 500, checked: true, price: "" };
    sizes[3] = { size: 1000, checked: true, price: "1.200" };
    const form = productForm.parse({ ...base, sizes });
    const input = toProductInput(form);
    expect(input.variants).toEqual([
      { size: 30, price: 450 },
      { size: 1000, price: 1200 },
    ]);
    expect(productInput.parse(input)).toEqual(input);
  });

  it("asks for at least one priced size with the SPEC's message", () => {
    const sizes = sizeRows();
    sizes[1] = { size: 100, checked: true, price: "0" };
    const result = productForm.safeParse({ ...base, sizes });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toContainEqual(["sizes", FILL_REQUIRED]);
  });

  it("marks a checked size whose price is not a number", () => {
    const sizes = sizeRows([{ size: 30, price: 100 }]);
    sizes[1] = { size: 100, checked: true, price: "cien" };
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

  it("reads prices as whole pesos", () => {
    expect(parsePrice("1.250")).toBe(1250);
    expect(parsePrice(" 90 ")).toBe(90);
    expect(parsePrice("0")).toBeUndefined();
    expect(parsePrice("12,5")).toBeUndefined();
    expect(parsePrice("-3")).toBeUndefined();
  });

  it("fills the rows from saved sizes", () => {
    expect(sizeRows([{ size: 100, price: 900 }])).toEqual([
      { size: 30, checked: false, price: "" },
      { size: 100, checked: true, price: "900" },
      { size: 500, checked: false, price: "" },
      { size: 1000, checked: false, price: "" },
    ]);
  });
});
