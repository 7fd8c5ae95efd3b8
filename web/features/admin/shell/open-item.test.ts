import { describe, expect, it } from "vitest";
import type { AdminSearch } from "./admin-search.ts";
import { openItemSearchOf, parseOpenItem, wholeNumber } from "./open-item.ts";

const raw = (search: Record<string, unknown>) => search as AdminSearch;

describe("the open form in a list's URL", () => {
  it("reads ?edit=<id> and ?new=1, as the router parses them or quoted", () => {
    expect(parseOpenItem(raw({ edit: 12 }))).toBe(12);
    expect(parseOpenItem(raw({ edit: "12" }))).toBe(12);
    expect(parseOpenItem(raw({ new: 1 }))).toBe("new");
    expect(parseOpenItem(raw({ new: true }))).toBe("new");
    expect(parseOpenItem(raw({}))).toBeUndefined();
  });

  it("drops what is not an id, and lets an id win over 'new'", () => {
    for (const edit of [0, -3, 2.5, "abc", "", true, null, [4], 3_000_000_000]) {
      expect(parseOpenItem(raw({ edit })), String(edit)).toBeUndefined();
    }
    expect(parseOpenItem(raw({ new: 0 }))).toBeUndefined();
    expect(parseOpenItem(raw({ new: "no" }))).toBeUndefined();
    expect(parseOpenItem(raw({ edit: 7, new: 1 }))).toBe(7);
  });

  it("writes it back", () => {
    expect(openItemSearchOf(12)).toEqual({ edit: 12 });
    expect(openItemSearchOf("new")).toEqual({ new: 1 });
    expect(openItemSearchOf(undefined)).toEqual({});
  });

  it("keeps a whole number within its bounds", () => {
    const page = wholeNumber(1, 10);
    expect(page.parse(3)).toBe(3);
    expect(page.parse(" 4 ")).toBe(4);
    expect(page.parse(11)).toBeUndefined();
    expect(page.parse("1e3")).toBeUndefined();
    expect(page.parse(undefined)).toBeUndefined();
  });
});
