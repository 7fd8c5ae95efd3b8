import type { KeenSliderInstance } from "keen-slider";
import { type FocusEvent, useEffect, useState } from "react";
import { usePrefersReducedMotion } from "./use-reduced-motion.ts";

/**
 * Moves a keen-slider strip one step every `interval` ms (SPEC section 2: 3000 ms), the way WCAG 2.2.2 wants it:
 * paused while the pointer or the keyboard focus is on the strip, with a pause button (`paused`/`togglePaused`),
 * and still for visitors who prefer reduced motion (`reduced`: then show no button either).
 * Spread `hoverProps` on the element that holds the strip.
 */
export function useAutoplay(slider: KeenSliderInstance | null, interval: number) {
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    if (!slider || paused || hovered || reduced) return;
    const timer = window.setInterval(() => slider.next(), interval);
    return () => window.clearInterval(timer);
  }, [slider, paused, hovered, reduced, interval]);

  const hoverProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setHovered(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
    },
  };
  return { paused, togglePaused: () => setPaused((p) => !p), reduced, hoverProps };
}
