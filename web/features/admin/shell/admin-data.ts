import { useRouter } from "@tanstack/react-router";
import { useCallback, useRef } from "react";
import { type Loaded, settle } from "../../../lib/get-json.ts";
import { useLoaded } from "../../../lib/use-loaded.ts";
import { signedIn } from "../auth/session-store.ts";

/*
 * The back office's data comes from the route's loader (routes/admin.$.tsx → shell/pages.ts → each area's
 * `*-loader.ts`), keyed by the page and its search params: the router keeps it (staleTime 0: shown at once when
 * the admin comes back, and read again), preloads it when a link is hovered, and reads it again after a write
 * (router.invalidate()). docs/decisions/016-data-loading.md.
 */

/**
 * A read a page's loader starts: once the admin's session is known (without one nothing is read: the login page
 * shows), never rejected (a failure is its Spanish message). Not aborted with the navigation: the router keeps
 * the answer with the page's data.
 */
export function adminRead<T>(read: () => Promise<T>): Promise<Loaded<T>> {
  return signedIn().then((yes) => (yes ? settle(read()) : { error: "" }));
}

/** Why the route's loader runs: a page opened ('enter'), the same page with other search params or read again
 * ('stay'), or a hovered link ('preload'). */
export type LoadCause = "enter" | "stay" | "preload";

/** Reads a page's list (the page's `*-loader.ts` names it by a key: the list and its params). */
export type ListRead = <T>(key: string, read: () => Promise<T>) => Promise<Loaded<T>>;

/** The list reads of the page on screen, by key. */
let onScreen = new Map<string, Promise<Loaded<unknown>>>();

/**
 * The lists one run of the loader reads. Opening or closing an item over a list (?order=, ?edit=, ?new=) runs the
 * loader again ('stay'): a list the page on screen already read is reused, not read again, so its rows stay as
 * they are (with what was chosen on them). A page opened anew, or read again with useReload(), reads afresh.
 * `done()` makes these the reads on screen (not for a preload).
 */
export function listReads(cause: LoadCause): { list: ListRead; done: () => void } {
  const previous = cause === "stay" ? onScreen : new Map();
  const next = new Map<string, Promise<Loaded<unknown>>>();
  const list: ListRead = <T>(key: string, read: () => Promise<T>) => {
    const kept = (previous.get(key) as Promise<Loaded<T>> | undefined) ?? adminRead(read);
    next.set(key, kept);
    return kept;
  };
  return {
    list,
    done: () => {
      if (cause !== "preload") onScreen = next;
    },
  };
}

/** A loader's read as a page shows it. */
export interface Read<T> {
  /** The answer; while a newer read loads, or after it failed, the last answer stays (shown dimmed). */
  data: T | undefined;
  error: string | undefined;
  /** A newer read is under way (the last answer is on screen meanwhile). */
  loading: boolean;
  /** Reads the page's data again: the route's loader runs anew (router.invalidate()). */
  retry: () => void;
}

/**
 * A read of the page's loader: suspends until its first answer (the nearest <Suspense> shows the loading state),
 * then keeps the last answer on screen while a newer one loads.
 */
export function useRead<T>(read: Promise<Loaded<T>>): Read<T> {
  const { value, refreshing } = useLoaded(read);
  const last = useRef<T | undefined>(undefined);
  if (value.data !== undefined) last.current = value.data;
  const retry = useReload();
  return { data: value.data ?? last.current, error: value.error, loading: refreshing, retry };
}

/** Reads the page's data again: after a write, or the admin's 'Reintentar' / 'Actualizar'. */
export function useReload(): () => void {
  const router = useRouter();
  return useCallback(() => {
    onScreen = new Map();
    void router.invalidate();
  }, [router]);
}
