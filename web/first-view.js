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
  // A button pressed before React has taken the page over (its code still loading on a slow line) would do nothing:
  // it is held, and pressed again in order once React listens (web/app.tsx dispatches 'shop:taken-over'). A submit
  // button is held too, so its form is not sent as a plain page load. Links work without any code and are left alone.
  const held = [];
  const hold = (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || button.disabled || held.length >= 8) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
  };
  document.addEventListener("click", hold, true);
  document.addEventListener(
    "shop:taken-over",
    () => {
      document.removeEventListener("click", hold, true);
      // One press a task, as the shopper's were (React renders each one's changes before the next reads them). A
      // button React replaced (the page was drawn again instead of taken over) is no longer the one pressed.
      const next = () => {
        const button = held.shift();
        if (!button) return;
        if (button.isConnected && !button.disabled) button.click();
        setTimeout(next);
      };
      next();
    },
    { once: true },
  );
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
