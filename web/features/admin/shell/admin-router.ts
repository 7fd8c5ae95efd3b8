import { useRouter, useRouterState } from "@tanstack/react-router";
import { useCallback } from "react";
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

export type AdminGo = (page: string, options?: { search?: AdminSearch; replace?: boolean }) => Promise<void>;

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
      }),
    [router],
  );
}
