import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element comes within `margin` of the viewport (an IntersectionObserver `rootMargin`), and from
 * then on: for sections below the fold that need not be drawn, nor their data read, before the visitor scrolls
 * towards them (docs/decisions/010). Without IntersectionObserver, true at once.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
