import type { Context } from "hono";

/**
 * Public catalogue answers may be kept by the browser briefly and by an edge cache a little longer,
 * and served stale while revalidating: a changed price shows within minutes, and the server re-checks
 * every price at checkout anyway.
 */
export function cachePublic(c: Context, browserSeconds = 60, edgeSeconds = 300) {
  c.header(
    "Cache-Control",
    `public, max-age=${browserSeconds}, s-maxage=${edgeSeconds}, stale-while-revalidate=${edgeSeconds * 2}`,
  );
}
