import { useRouterState } from "@tanstack/react-router";
import { type RefObject, useEffect, useRef } from "react";

/**
 * On every route change (a new path, once the new page has rendered): scroll to the top (SPEC section 2), or to
 * the target of a #hash link, and move focus to the main region so screen-reader users start reading the new
 * page. The first load keeps the browser's default focus.
 */
export function useRouteChangeFocus(mainRef: RefObject<HTMLElement | null>) {
  const location = useRouterState({ select: (s) => s.resolvedLocation ?? s.location });
  const pathname = location.pathname;
  const hash = location.hash;
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const first = previous.current === null;
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (first) return;
    const target = hash ? document.getElementById(hash) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash, mainRef]);
}
