import { describe, expect, it } from "vitest";
import type { AdminSearch } from "../shell/admin-search.ts";
import { ariaSort, customersQuery, customersUrl, nextSort, parseCustomersSearch } from "./customers-search.ts";

describe("Clientes' state in the URL", () => {
  it("reads ?by= as the sort, drops what does not fit and the defaults", () => {
    expect(parseCustomersSearch({ q: "Núñez", by: "spent", dir: "desc", page: 1 } as AdminSearch)).toEqual({
      q: "Núñez",
      sort: "spent",
      dir: undefined,
      page: undefined,
      customer: undefined,
    });
    expect(parseCustomersSearch({ by: "precio", dir: "arriba", page: 0, customer: 7 } as AdminSearch)).toMatchObject({
      sort: undefined,
      dir: undefined,
      page: undefined,
      customer: 7,
    });
    expect(parseCustomersSearch({ q: 1004 } as unknown as AdminSearch).q).toBe("1004");
  });

  it("a header's button: the column in its natural direction, then the other way; aria-sort follows", () => {
    const bySpent = nextSort({}, "spent");
    expect(bySpent).toEqual({ sort: "spent", dir: undefined });
    expect(ariaSort(bySpent, "spent")).toBe("descending");
    expect(ariaSort(bySpent, "name")).toBeUndefined();
    const ascending = nextSort(bySpent, "spent");
    expect(ascending).toEqual({ sort: "spent", dir: "asc" });
    expect(ariaSort(ascending, "spent")).toBe("ascending");
    expect(nextSort({}, "name")).toEqual({ sort: "name", dir: undefined });
    expect(ariaSort({}, "last")).toBe("descending"); // the default: newest last order first
    expect(nextSort({}, "last")).toEqual({ sort: undefined, dir: "asc" });
  });

  it("the URL says 'by', the API 'sort'; the CSV has no page", () => {
    const search = { q: "ana", sort: "orders" as const, dir: "asc" as const, page: 3 };
    expect(customersUrl(search)).toEqual({ q: "ana", by: "orders", dir: "asc", page: 3 });
    expect(customersQuery(search)).toBe("q=ana&sort=orders&dir=asc&page=3");
    expect(customersQuery(search, false)).toBe("q=ana&sort=orders&dir=asc");
  });
});
