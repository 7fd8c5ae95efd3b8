/*
 * Starts the SPA once the first view has been painted (docs/decisions/010). The Worker sends home, the shop list and
 * product pages as HTML and names their code here instead of in <script type="module"> and <link rel="modulepreload">
 * tags: the page paints from its HTML, styles and largest image first, and only then fetches ~110 KB of JavaScript,
 * which on a phone's slow line no longer competes with them. A page opened in a background tab (it paints nothing)
 * starts at once. Plain script, not bundled: it must run before anything else and needs nothing.
 */
(() => {
  const me = document.currentScript;
  if (!me) return;
  const entry = me.getAttribute("data-entry");
  const preload = (me.getAttribute("data-preload") || "").split(" ").filter(Boolean);
  let started = false;
  const start = () => {
    if (started || !entry) return;
    started = true;
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.fetchPriority = "low";
    script.src = entry;
    document.head.appendChild(script);
    // A few links per task: each costs the main thread a little, and the page is already there to be used.
    const next = () => {
      for (const href of preload.splice(0, 4)) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.crossOrigin = "";
        link.fetchPriority = "low";
        link.href = href;
        document.head.appendChild(link);
      }
      if (preload.length) setTimeout(next, 0);
    };
    next();
  };
  document.addEventListener("visibilitychange", start, { once: true });
  if (document.visibilityState === "hidden") return start();
  // Once the browser reports the first contentful paint (it is on screen then, not just drawn), or after two frames
  // where paint timing is not reported; three seconds at most whatever happens.
  setTimeout(start, 3000);
  if ((PerformanceObserver.supportedEntryTypes || []).includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: "paint", buffered: true });
  } else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
})();
