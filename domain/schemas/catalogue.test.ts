import { describe, expect, expectTypeOf, it } from "vitest";
import { type ProductListQuery, plainProductListQuery, productListQuery } from "./catalogue.ts";

function issues(input: unknown): Record<string, string> {
  const result = productListQuery.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("productListQuery", () => {
  it("defaults to page 1 sorted by name", () => {
    expect(productListQuery.parse({})).toEqual({ sort: "name", page: 1 });
  });

  it("coerces query-string values", () => {
    expect(
      productListQuery.parse({
        category: "aceites",
        size: "100",
        minPrice: "200",
        maxPrice: "500",
        q: "  limón ",
        sort: "price-desc",
        page: "3",
      }),
    ).toEqual({
      category: "aceites",
      size: 100,
      minPrice: 200,
      maxPrice: 500,
      q: "limón",
      sort: "price-desc",
      page: 3,
    });
  });

  it("accepts numbers as the router hands them over", () => {
    expect(productListQuery.parse({ size: 1000, minPrice: 0, page: 2 })).toEqual({
      size: 1000,
      minPrice: 0,
      sort: "name",
      page: 2,
    });
  });

  it("treats empty values as absent", () => {
    expect(
      productListQuery.parse({ category: "", size: "", minPrice: "", maxPrice: " ", q: "   ", sort: "", page: "" }),
    ).toEqual({
      sort: "name",
      page: 1,
    });
  });

  it("refuses bad values with Spanish messages", () => {
    expect(issues({ size: "250" })).toEqual({ size: "Tamaño no válido" });
    expect(issues({ size: "grande" })).toEqual({ size: "Tamaño no válido" });
    expect(issues({ category: "Aceites Esenciales" })).toEqual({ category: "Categoría no válida" });
    expect(issues({ minPrice: "-1" })).toEqual({ minPrice: "Precio mínimo no válido" });
    expect(issues({ maxPrice: "9.5" })).toEqual({ maxPrice: "Precio máximo no válido" });
    expect(issues({ sort: "popular" })).toEqual({ sort: "Orden no válido" });
    expect(issues({ page: "0" })).toEqual({ page: "Página no válida" });
    expect(issues({ page: "10001" })).toEqual({ page: "Página no válida" });
    expect(issues({ q: "x".repeat(101) })).toEqual({ q: "La búsqueda admite hasta 100 caracteres" });
  });

  it("needs minPrice <= maxPrice", () => {
    expect(issues({ minPrice: "500", maxPrice: "200" })).toEqual({
      maxPrice: "El precio mínimo no puede ser mayor que el máximo",
    });
    expect(productListQuery.parse({ minPrice: "500", maxPrice: "500" })).toMatchObject({
      minPrice: 500,
      maxPrice: 500,
    });
  });

  it("has a precise output type", () => {
    expectTypeOf<ProductListQuery["size"]>().toEqualTypeOf<30 | 100 | 500 | 1000 | undefined>();
    expectTypeOf<ProductListQuery["sort"]>().toEqualTypeOf<"name" | "price-asc" | "price-desc">();
    expectTypeOf<ProductListQuery["page"]>().toEqualTypeOf<number>();
  });
});

describe("plainProductListQuery (the schema's answer without the schema, issue 39)", () => {
  // Each field's values: plain ones the shop writes, blanks, and what only the schema may read or refuse.
  const values: Record<string, (string | undefined)[]> = {
    category: [
      undefined,
      "",
      " ",
      "aceites",
      "aceites-esenciales",
      "Aceites",
      "aceites esenciales",
      "a--b",
      "x".repeat(101),
    ],
    size: [undefined, "", "30", "100", "500", "1000", "250", " 100", "100.0", "1e2", "0x64", "-30", "grande"],
    minPrice: [undefined, "", "0", "200", "10000000", "10000001", "99999999", "007", "-1", "9.5", " 5", "1e3"],
    maxPrice: [undefined, "", "0", "150", "500", "10000000", "10000001", "2.5", "+7"],
    q: [undefined, "", "   ", "limon", "  limón ", "50%", "x".repeat(100), ` ${"x".repeat(100)} `, "x".repeat(101)],
    sort: [undefined, "", " ", "name", "price-asc", "price-desc", "popular", " name", "NAME"],
    page: [undefined, "", "1", "2", "40", "10000", "10001", "0", "00", "01", "-1", "1.5", " 2", "uno"],
  };
  const keys = Object.keys(values);
  /** Inputs over every field's values: each value with the others at a few settings, and pseudo-random mixes. */
  function* inputs(): Generator<Record<string, string>> {
    let seed = 39;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (const key of keys) {
      for (const value of values[key]!) {
        for (const base of [{}, { sort: "price-asc", page: "3" }, { minPrice: "100", maxPrice: "200", q: "rosa" }]) {
          yield defined({ ...base, [key]: value });
        }
      }
    }
    for (let n = 0; n < 3000; n++) {
      const input: Record<string, string | undefined> = {};
      for (const key of keys) input[key] = values[key]![next() % values[key]!.length];
      yield defined(input);
    }
    // Mixes of the values each list starts with (absent, blank, plain), as shoppers' query strings mostly are.
    const plainCount: Record<string, number> = {
      category: 5,
      size: 6,
      minPrice: 5,
      maxPrice: 5,
      q: 7,
      sort: 6,
      page: 6,
    };
    for (let n = 0; n < 2000; n++) {
      const input: Record<string, string | undefined> = {};
      for (const key of keys) input[key] = values[key]![next() % plainCount[key]!];
      yield defined(input);
    }
  }
  const defined = (input: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Record<string, string>;

  it("answers what the schema answers, key for key, or leaves the input to it", () => {
    let read = 0;
    let left = 0;
    for (const input of inputs()) {
      const plain = plainProductListQuery(input);
      const parsed = productListQuery.safeParse(input);
      if (plain === undefined) {
        left++;
        continue;
      }
      read++;
      expect(parsed.success, JSON.stringify(input)).toBe(true);
      expect(plain, JSON.stringify(input)).toStrictEqual(parsed.data);
      // The same keys in the same order: the listing's cache keys are made from it (JSON.stringify).
      expect(Object.keys(plain), JSON.stringify(input)).toEqual(Object.keys(parsed.data!));
    }
    // Both ways are taken: this is not a test of an empty function.
    expect(read).toBeGreaterThan(500);
    expect(left).toBeGreaterThan(500);
  });

  it("reads every query string the shop list and the benchmark send, and an unknown parameter as the schema does", () => {
    for (const input of [
      {},
      { category: "aceites", sort: "price-asc", page: "2" },
      { size: "100", minPrice: "200", maxPrice: "500", q: "lavanda" },
      { category: "fragancias", size: "30", minPrice: "0", maxPrice: "200", q: "rosa", sort: "price-desc", page: "40" },
      { utm_source: "boletin", page: "2" },
    ]) {
      expect(plainProductListQuery(input)).toStrictEqual(productListQuery.parse(input));
    }
  });

  it("leaves refusals to the schema, which words them", () => {
    for (const input of [{ size: "250" }, { minPrice: "500", maxPrice: "200" }, { page: "0" }, { sort: "popular" }]) {
      expect(plainProductListQuery(input)).toBeUndefined();
      expect(productListQuery.safeParse(input).success).toBe(false);
    }
  });
});
