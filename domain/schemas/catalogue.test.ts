import { describe, expect, expectTypeOf, it } from "vitest";
import { type ProductListQuery, productListQuery } from "./catalogue.ts";

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
