const EVENTS = ["pointerdown", "pointermove", "keydown", "touchstart", "wheel", "scroll"] as const;

/**
 * Runs `task` once, at the shopper's first touch, click, key, wheel, scroll or mouse move, or when `also` (an event on
 * window) is dispatched. For code no one needs before that (the toaster, the cart panel): it then stays off the main
 * thread while the page loads (docs/decisions/010). Returns a cleanup for effects.
 */
export function onFirstInteraction(task: () => void, also?: string): () => void {
  const names: string[] = also ? [...EVENTS, also] : [...EVENTS];
  const run = () => {
    stop();
    task();
  };
  const stop = () => {
    for (const name of names) window.removeEventListener(name, run, true);
  };
  for (const name of names) window.addEventListener(name, run, { capture: true, passive: true });
  return stop;
}
