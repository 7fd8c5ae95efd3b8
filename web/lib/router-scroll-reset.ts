/**
 * Stands in, in the browser's build only (vite.config.ts, resolve.alias), for @tanstack/router-core's
 * scroll-restoration.js: the shop switches scroll restoration off (router-options.tsx, `scrollRestoration: false`,
 * SPEC section 2), and of that module's ~1 KB gzipped on every first load it then runs only what is below. Kept: a
 * navigation that resets the scroll (every one unless `resetScroll: false`) starts at the top, and one with a hash
 * brings its element into view. Left out: the sessionStorage cache of positions and the listeners that fill it.
 * router-scroll-reset.test.ts checks that this names what the original exports and behaves as it does with
 * restoration off; an update of the router that changes that module fails it.
 */

type Location = {
  hash: string;
  href: string;
  state: { __TSR_key?: string; __hashScrollIntoViewOptions?: boolean | ScrollIntoViewOptions };
};

interface ScrollRouter {
  options: { scrollRestoration?: unknown; scrollRestorationBehavior?: ScrollBehavior };
  /** n: reset the scroll after this navigation; h: it was a push or replace (a hash link); r: set up already. */
  _scroll: { n?: boolean; h?: boolean; r?: boolean };
  subscribe(event: "onRendered", listener: (event: { toLocation: Location }) => void): unknown;
}

export const storageKey = "tsr-scroll-restoration-v1_3";

export const defaultGetScrollRestorationKey = (location: Location) => location.state.__TSR_key || location.href;

/** No positions are kept, so none is found (react-router's useElementScrollRestoration). */
export function getElementScrollRestorationEntry(): undefined {
  return undefined;
}

export function setupScrollRestoration(router: ScrollRouter, force?: boolean): void {
  if (force ?? router.options.scrollRestoration) {
    throw new Error("web/lib/router-scroll-reset.ts: scroll restoration is on; remove the alias in vite.config.ts");
  }
  const scroll = router._scroll;
  if (scroll.r) return;
  scroll.r = true;
  router.subscribe("onRendered", ({ toLocation }) => {
    const reset = scroll.n;
    scroll.n = true;
    scroll.h = false;
    const hash = toLocation.hash;
    const hashOptions = toLocation.state.__hashScrollIntoViewOptions ?? true;
    if (reset && !hash) scrollTo({ top: 0, left: 0, behavior: router.options.scrollRestorationBehavior });
    if (hash && hashOptions) document.getElementById(hash)?.scrollIntoView(hashOptions);
  });
}
