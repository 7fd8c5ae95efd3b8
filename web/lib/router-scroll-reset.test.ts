import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as shim from "./router-scroll-reset.ts";
import { defaultGetScrollRestorationKey, setupScrollRestoration, storageKey } from "./router-scroll-reset.ts";

const core = (file: string) =>
  readFileSync(
    fileURLToPath(new URL(`../../node_modules/@tanstack/router-core/dist/esm/${file}`, import.meta.url)),
    "utf8",
  );

type Listener = (event: { toLocation: { hash: string; href: string; state: Record<string, unknown> } }) => void;

function fakeRouter(options: { scrollRestoration?: boolean } = { scrollRestoration: false }) {
  const listeners: Listener[] = [];
  const router = {
    options,
    _scroll: { n: true } as { n?: boolean; h?: boolean; r?: boolean },
    subscribe: (_event: "onRendered", listener: Listener) => listeners.push(listener),
  };
  const rendered = (hash = "", state: Record<string, unknown> = {}) => {
    for (const listener of listeners) listener({ toLocation: { hash, href: `/x${hash ? `#${hash}` : ""}`, state } });
  };
  return { router, rendered, listeners };
}

afterEach(() => vi.unstubAllGlobals());

describe("the router's scroll module, as the shop's build replaces it (vite.config.ts routerScrollReset)", () => {
  it("names what @tanstack/router-core's scroll-restoration.js exports, which router.js still imports by that path", () => {
    const original = core("scroll-restoration.js").match(/export \{([^}]*)\}/)?.[1];
    const names = (original ?? "").split(",").map((name) => name.trim().split(" as ").pop());
    expect(names.sort()).toEqual(Object.keys(shim).sort());
    expect(core("router.js")).toContain('import { setupScrollRestoration } from "./scroll-restoration.js";');
    // Still called with restoration off (the shop's case), where the original only resets and follows hashes.
    expect(core("router.js")).toContain("setupScrollRestoration(this)");
    expect(core("scroll-restoration.js")).toContain(`const storageKey = "${storageKey}"`);
  });

  it("after a navigation: to the top, or to the hash's element; not when the navigation keeps the scroll", () => {
    const scrollTo = vi.fn();
    const scrollIntoView = vi.fn();
    const getElementById = vi.fn(() => ({ scrollIntoView }));
    vi.stubGlobal("scrollTo", scrollTo);
    vi.stubGlobal("document", { getElementById });
    const { router, rendered, listeners } = fakeRouter();
    setupScrollRestoration(router);
    setupScrollRestoration(router); // set up once
    expect(listeners).toHaveLength(1);

    rendered();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: undefined });

    rendered("aceites-esenciales");
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(getElementById).toHaveBeenLastCalledWith("aceites-esenciales");
    expect(scrollIntoView).toHaveBeenLastCalledWith(true);

    router._scroll.n = false; // navigate({ resetScroll: false })
    rendered();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(router._scroll.n).toBe(true); // the next one resets again
    rendered();
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it("refuses to stand in when scroll restoration is switched on", () => {
    expect(() => setupScrollRestoration(fakeRouter({ scrollRestoration: true }).router)).toThrow(/alias/);
  });

  it("keys a location as the original does", () => {
    const location = { hash: "", href: "/shop", state: { __TSR_key: "k1" } };
    expect(defaultGetScrollRestorationKey(location)).toBe("k1");
    expect(defaultGetScrollRestorationKey({ ...location, state: {} })).toBe("/shop");
  });
});
