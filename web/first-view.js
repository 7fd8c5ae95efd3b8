/*
 * Starts the SPA once the first view has been painted (docs/decisions/010). The Worker sends every public page as
 * HTML (rendered by the renderer Worker) and names its code here (data-entry, data-preload) instead of in <script type="module"> and
 * <link rel="modulepreload"> tags: the page paints from its HTML, styles and largest image first, and only then
 * fetches ~110 KB of JavaScript, which on a phone's slow line no longer competes with them. Plain script, built by
 * vite.config.ts (firstViewShell) into dist/first-view.js, minified: it counts in the first-load budget.
 */
(() => {
  const me = document.currentScript;
  const entry = me?.getAttribute("data-entry");
  if (!entry) return;
  const preload = (me.getAttribute("data-preload") || "").split(" ").filter(Boolean);
  const add = (tag, props) =>
    document.head.appendChild(
      Object.assign(document.createElement(tag), { crossOrigin: "", fetchPriority: "low" }, props),
    );
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    add("script", { type: "module", src: entry });
    // Two preloads per task: each <link> costs the main thread about a millisecond, more under DevTools.
    const next = () => {
      for (const href of preload.splice(0, 2)) add("link", { rel: "modulepreload", href });
      if (preload.length) setTimeout(next);
    };
    next();
  };
  // After the first contentful paint; three seconds at most (a tab opened in the background paints nothing until it
  // is shown, and a browser that does not report paint timing still gets its code).
  setTimeout(start, 3000);
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: "paint", buffered: true });
})();
