import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstInteraction } from "../../lib/on-first-interaction.ts";
import { TOAST_WANTED } from "../../lib/toast.ts";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * Sonner's <Toaster position="bottom-left" richColors/>, mounted at the shopper's first interaction (or the first
 * notify()), so its ~9 KB (gzip) and the styles it injects stay off the page's load. Safe: sonner replays toasts
 * created before the Toaster subscribes, so a toast fired before it mounts still shows.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => onFirstInteraction(() => setReady(true), TOAST_WANTED), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-left" richColors closeButton />
    </Suspense>
  );
}
