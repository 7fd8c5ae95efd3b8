import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * Sonner's <Toaster position="bottom-left" richColors/>, mounted once the browser is idle after the first
 * render so its ~9 KB (gzip) stays off the first-load critical path. Safe: sonner replays toasts created before
 * the Toaster subscribes, so a toast fired very early still shows.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 300);
    return () => window.clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-left" richColors closeButton />
    </Suspense>
  );
}
