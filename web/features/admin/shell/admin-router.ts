import { type HistoryState, useRouter, useRouterState } from "@tanstack/react-router";
import { useCallback, useEffect } from "react";
import type { AdminSearch } from "./admin-search.ts";

/*
 * The back office reads and changes its location through useRouterState and useRouter only. The hooks that
 * only the storefront's entry uses (useParams, useSearch, useNavigate, <Navigate>) stay out of the admin
 * chunks on purpose: importing them from here made the bundler move them out of the entry into chunks of their
 * own, which the storefront's first load then fetches (and pays for, ~1 KB) — its budget has no room for that.
 */

/** The admin page the path names ('' for /admin itself): /admin/orders -> 'orders'. */
export function useAdminPage(): string {
  return useRouterState({ select: (s) => s.location.pathname.replace(/^\/admin\/?/, "").split("/")[0] ?? "" });
}

/** The search params as the router parsed them. */
export function useAdminSearch(): AdminSearch {
  return useRouterState({ select: (s) => s.location.search as AdminSearch });
}

/** The params that name what a list has open (a form, an order, a page in its editor), rather than which list it shows. */
export const OPEN_ITEM_PARAMS = ["edit", "new", "order", "slug"] as const satisfies readonly (keyof AdminSearch)[];

/** Marks the history entry an item was opened into from its list (so closing it goes back to that list). */
const OPENED = "adminOpened";

export interface AdminGoOptions {
  search?: AdminSearch;
  replace?: boolean;
  /** Opens an item of the list shown: a new history entry that closing goes back from (useAdminClose). */
  open?: boolean;
}

export type AdminGo = (page: string, options?: AdminGoOptions) => Promise<void>;

/** Goes to /admin/{page}. */
export function useAdminGo(): AdminGo {
  const router = useRouter();
  return useCallback(
    (page, options = {}) =>
      router.navigate({
        to: "/admin/$",
        params: { _splat: page },
        search: options.search ?? {},
        replace: options.replace,
        state: options.open ? ({ [OPENED]: true } as HistoryState) : undefined,
      }),
    [router],
  );
}

/**
 * Closes the item the URL has open (?edit=, ?new=, ?order=). Opened from the list in this tab, it goes back to
 * that list's entry, so the browser's back and forward keep meaning 'close' and 'open again'; opened by a link
 * or a reload without that entry before it, the list replaces it. Nothing is open any more (the dialog closed
 * because the admin went back): nothing to do, so a dialog's own 'close' event may call it safely.
 */
export function useAdminClose(): () => void {
  const router = useRouter();
  return useCallback(() => {
    const { pathname, search, state } = router.state.location;
    const current = search as Record<string, unknown>;
    if (!OPEN_ITEM_PARAMS.some((key) => current[key] !== undefined)) return;
    if ((state as { [OPENED]?: boolean })[OPENED]) {
      router.history.back();
      return;
    }
    const rest = Object.fromEntries(
      Object.entries(current).filter(([key]) => !(OPEN_ITEM_PARAMS as readonly string[]).includes(key)),
    );
    void router.navigate({
      to: "/admin/$",
      params: { _splat: pathname.replace(/^\/admin\/?/, "") },
      search: rest as AdminSearch,
      replace: true,
    });
  }, [router]);
}

const listOf = (search: Record<string, unknown>) =>
  JSON.stringify(
    Object.entries(search)
      .filter(([key]) => !(OPEN_ITEM_PARAMS as readonly string[]).includes(key))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * Every route change starts at the top of the page (web/app.tsx), also back and forward. Opening or closing an
 * item of a list is no route change for the admin: the list stays where it was scrolled to.
 */
export function useKeepScrollOnOpenItem(): void {
  const router = useRouter();
  useEffect(() => {
    let kept: number | undefined;
    const before = router.subscribe("onBeforeNavigate", ({ fromLocation, toLocation }) => {
      kept =
        fromLocation &&
        fromLocation.pathname === toLocation.pathname &&
        listOf(fromLocation.search) === listOf(toLocation.search)
          ? window.scrollY
          : undefined;
    });
    // Runs after the router's own listener, which has just scrolled to the top.
    const rendered = router.subscribe("onRendered", () => {
      if (kept !== undefined && window.scrollY !== kept) window.scrollTo({ top: kept, left: window.scrollX });
      kept = undefined;
    });
    return () => {
      before();
      rendered();
    };
  }, [router]);
}
