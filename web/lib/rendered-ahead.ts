/**
 * Whether this render runs ahead of the browser, in the renderer Worker (web/server; docs/decisions/010): what only
 * the shopper's browser keeps (the cart, the favourites: localStorage) is unknown there, so the pages built on it
 * render their waiting state, never 'empty', and the SPA draws the real one when it takes over.
 */
export const renderedAhead = typeof window === "undefined";
