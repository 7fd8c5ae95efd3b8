import { describe, expect, it } from "vitest";
import { ariaSortOf, nextSortOf, sortColumn } from "./sort-param.ts";

describe("a back-office list's order (?sortBy=, '-' for descending)", () => {
  it("a header's button: the column in its first direction, then the other way; aria-sort follows", () => {
    const bySpent = nextSortOf("-last", "spent", "-spent");
    expect(bySpent).toBe("-spent");
    expect(ariaSortOf(bySpent, "spent")).toBe("descending");
    expect(ariaSortOf(bySpent, "name")).toBeUndefined();
    const ascending = nextSortOf(bySpent, "spent", "-spent");
    expect(ascending).toBe("spent");
    expect(ariaSortOf(ascending, "spent")).toBe("ascending");
    expect(nextSortOf(ascending, "spent", "-spent")).toBe("-spent");
    expect(nextSortOf("-date", "stock", "stock")).toBe("stock");
    expect(sortColumn("-stock")).toBe("stock");
  });
});
