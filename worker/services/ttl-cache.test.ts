import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache.ts";

describe("TtlCache", () => {
  it("forgets entries after their time to live and keeps at most maxEntries", () => {
    let now = 0;
    const cache = new TtlCache<number>(1000, 2, () => now);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("a")).toBeUndefined();
    now = 999;
    expect(cache.get("b")).toBe(2);
    now = 1000;
    expect(cache.get("b")).toBeUndefined();
  });
});
