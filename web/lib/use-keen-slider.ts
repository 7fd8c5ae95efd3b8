import type { KeenSliderInstance, KeenSliderOptions, KeenSliderPlugin } from "keen-slider";
import { useEffect, useRef, useState } from "react";

interface Options {
  /**
   * When to load keen-slider (~6 KB gzipped, its own chunk): "now" (as soon as the component mounts) or
   * "later" (after the page has loaded and the browser is idle, for a slider whose first slide already shows
   * without it, like the home hero).
   */
  load?: "now" | "later";
  /** Extra wait after the page load for "later", in ms. */
  delay?: number;
}

/**
 * Attaches keen-slider to the returned ref once its code has loaded. Options and plugins are read once
 * (key the component to start over). Returns the instance, or null until it exists.
 */
export function useKeenSlider<T extends HTMLElement>(
  options: KeenSliderOptions,
  plugins: KeenSliderPlugin[] = [],
  { load = "now", delay = 0 }: Options = {},
) {
  const ref = useRef<T>(null);
  const [slider, setSlider] = useState<KeenSliderInstance | null>(null);
  const setup = useRef({ options, plugins });

  useEffect(() => {
    let cancelled = false;
    let instance: KeenSliderInstance | undefined;
    let timer: number | undefined;

    const create = () =>
      import("keen-slider").then(({ default: KeenSlider }) => {
        if (cancelled || !ref.current) return;
        instance = new KeenSlider(ref.current, setup.current.options, setup.current.plugins);
        setSlider(instance);
      });

    const schedule = () => {
      timer = window.setTimeout(() => {
        if (typeof window.requestIdleCallback === "function") {
          window.requestIdleCallback(() => void create(), { timeout: 2000 });
        } else void create();
      }, delay);
    };

    if (load === "now") void create();
    else if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });

    return () => {
      cancelled = true;
      window.removeEventListener("load", schedule);
      window.clearTimeout(timer);
      instance?.destroy();
      setSlider(null);
    };
  }, [load, delay]);

  return [ref, slider] as const;
}
