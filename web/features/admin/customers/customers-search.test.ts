import { describe, expect, it } from "vitest";
import type { AdminSearch } from "../shell/admin-search.ts";
import { customersQuery, customersUrl, parseCustomersSearch } from "./customers-search.ts";

describe("Clientes' state in the URL", () => {
  it("reads ?sortBy= as the products do, drops what does not fit and the defaults", () => {
    expect(parseCustomersSearch({ q: "Núñez", sortBy: "-spent", page: 1 } as AdminSearch)).toEqual({
      q: "Núñez",
      sortBy: "-spent",
      page: undefined,
      customer: undefined,
    });
    expect(parseCustomersSearch({ sortBy: "-last" } as AdminSearch).sortBy).toBeUndefined();
    expect(parseCustomersSearch({ sortBy: "precio", page: 0, customer: 7 } as AdminSearch)).toMatchObject({
      sortBy: undefined,
      page: undefined,
      customer: 7,
    });
    expect(parseCustomersSearch({ q: 1004 } as unknown as AdminSearch).q).toBe("1004");
  });

  it("the URL says 'sortBy', the API 'sort', with the same value; the CSV has no page", () => {
    const search = { q: "ana", sortBy: "orders" as const, page: 3 };
    expect(customersUrl(search)).toEqual({ q: "ana", sortBy: "orders", page: 3 });
    expect(customersQuery(search)).toBe("q=ana&sort=orders&page=3");
    expect(customersQuery(search, false)).toBe("q=ana&sort=orders");
  });
});
