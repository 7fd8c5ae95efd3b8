import { describe, expect, it } from "vitest";
import { AnswerCache } from "./answer-cache.ts";

function setup(options: { freshMs?: number; staleMs?: number; maxEntries?: number } = {}) {
  let now = 0;
  const deferred: Promise<unknown>[] = [];
  const cache = new AnswerCache<string>({
    freshMs: options.freshMs ?? 1_000,
    staleMs: options.staleMs ?? 5_000,
    maxEntries: options.maxEntries ?? 10,
    clock: () => now,
  });
  let loads = 0;
  const loader =
    (value = "v") =>
    async () => {
      loads++;
      return `${value}${loads}`;
    };
  return {
    cache,
    get: (key: string, load = loader()) => cache.get(key, load, (work) => void deferred.push(work)),
    loader,
    loads: () => loads,
    advance: (ms: number) => {
      now += ms;
    },
    settle: () => Promise.all(deferred.splice(0)),
  };
}

describe("AnswerCache", () => {
  it("answers from memory while fresh", async () => {
    const t = setup();
    expect(await t.get("a")).toBe("v1");
    t.advance(999);
    expect(await t.get("a")).toBe("v1");
    expect(t.loads()).toBe(1);
  });

  it("serves a stale answer at once and refreshes it once in the background", async () => {
    const t = setup();
    await t.get("a");
    t.advance(1_500);
    expect(await Promise.all([t.get("a"), t.get("a")])).toEqual(["v1", "v1"]);
    await t.settle();
    expect(t.loads()).toBe(2);
    expect(await t.get("a")).toBe("v2");
  });

  it("waits for a new answer once the stale window has passed", async () => {
    const t = setup();
    await t.get("a");
    t.advance(5_000);
    expect(await t.get("a")).toBe("v2");
  });

  it("shares one load among concurrent callers of a cold key", async () => {
    const t = setup();
    const answers = await Promise.all([t.get("a"), t.get("a"), t.get("a"), t.get("b")]);
    expect(answers).toEqual(["v1", "v1", "v1", "v2"]);
    expect(t.loads()).toBe(2);
  });

  it("does not remember failures", async () => {
    const t = setup();
    await expect(t.get("a", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await t.get("a")).toBe("v1");
  });

  it("keeps serving the stale answer when a background refresh fails", async () => {
    const t = setup();
    await t.get("a");
    t.advance(2_000);
    const errors = console.error;
    console.error = () => {};
    try {
      expect(await t.get("a", () => Promise.reject(new Error("db down")))).toBe("v1");
      await t.settle();
    } finally {
      console.error = errors;
    }
    expect(await t.get("a")).toBe("v1");
  });

  it("drops the least recently used key when full", async () => {
    const t = setup({ maxEntries: 2 });
    await t.get("a");
    await t.get("b");
    await t.get("a"); // a is now more recent than b
    await t.get("c");
    expect(t.cache.size).toBe(2);
    expect(await t.get("a")).toBe("v1");
    expect(await t.get("b")).toBe("v4");
  });

  it("forgets everything on clear, including a load that began before it", async () => {
    const t = setup();
    await t.get("a");
    let finish!: (value: string) => void;
    const slow = t.get("b", () => new Promise<string>((resolve) => (finish = resolve)));
    t.cache.clear();
    finish("old");
    expect(await slow).toBe("old");
    expect(await t.get("a")).toBe("v2");
    expect(await t.get("b")).toBe("v3");
  });

  it("loads every time when caching is off", async () => {
    const t = setup({ freshMs: 0 });
    await t.get("a");
    await t.get("a");
    expect(t.loads()).toBe(2);
  });
});
