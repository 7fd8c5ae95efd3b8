import { describe, expect, it } from "vitest";
import type { AdminSearch } from "../shell/admin-search.ts";
import { parseProductsSearch, productQueryOf, productsUrlSearch } from "./products-search.ts";

const raw = (search: Record<string, unknown>) => search as AdminSearch;

describe("the products list's URL", () => {
  it("keeps the search, category, 'Mostrar' and page that fit, and drops the rest", () => {
    expect(parseProductsSearch(raw({ q: " lavanda ", category: 3, filter: "low", page: 2 }))).toEqual({
      q: "lavanda",
      category: 3,
      filter: "low",
      page: 2,
    });
    expect(parseProductsSearch(raw({ q: "   ", category: "todos", filter: "cheap", page: "dos" }))).toEqual({});
    expect(parseProductsSearch(raw({ category: -1, page: 0 }))).toEqual({});
    expect(parseProductsSearch(raw({ q: "x".repeat(101) }))).toEqual({});
  });

  it("keeps the list's order (issue 41) and leaves out the newest first, which is the default", () => {
    expect(parseProductsSearch(raw({ sortBy: "-stock" }))).toEqual({ sortBy: "-stock" });
    expect(parseProductsSearch(raw({ sortBy: "-date" }))).toEqual({});
    expect(parseProductsSearch(raw({ sortBy: "precio" }))).toEqual({});
  });

  it("reads an all-digit search the router parsed as a number, a quoted category, and forgets page 1", () => {
    expect(parseProductsSearch(raw({ q: 1004, category: "5", page: 1 }))).toEqual({ q: "1004", category: 5 });
  });

  it("gives the page its query, empty strings for 'all'", () => {
    expect(productQueryOf({})).toEqual({ q: "", category: "", filter: "", sort: "-date", page: 1 });
    expect(productQueryOf({ q: "rosa", category: 3, filter: "draft", sortBy: "stock", page: 4 })).toEqual({
      q: "rosa",
      category: "3",
      filter: "draft",
      sort: "stock",
      page: 4,
    });
  });

  it("writes only the values that are set, the category as a number, and the form open over the list", () => {
    expect(productsUrlSearch({ q: "", category: "", filter: "", sort: "-date", page: 1 })).toEqual({});
    expect(productsUrlSearch({ q: " rosa ", category: "3", filter: "out", sort: "-price", page: 2 }, 41)).toEqual({
      q: "rosa",
      category: 3,
      filter: "out",
      sortBy: "-price",
      page: 2,
      edit: 41,
    });
    expect(productsUrlSearch({ q: "", category: "", filter: "", sort: "-date", page: 1 }, "new")).toEqual({ new: 1 });
  });
});
