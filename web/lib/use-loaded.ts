import { use, useDeferredValue } from "react";

/**
 * A read a route's loader started without waiting for it (a promise in the loader's data), as the page shows it.
 * The first time it suspends (the nearest <Suspense> shows the page's own loading state); when the loader runs
 * again (new search params, router.invalidate() after a write or 'Reintentar'), the last answer stays on screen
 * and `refreshing` is true until the new one arrives. The router keeps the promise with the page's data: going
 * back to a page it still holds shows it at once (docs/decisions/016-data-loading.md).
 */
export function useLoaded<T>(read: Promise<T>): { value: T; refreshing: boolean } {
  const shown = useDeferredValue(read);
  return { value: use(shown), refreshing: shown !== read };
}
