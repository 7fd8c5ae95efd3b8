import type { InferResponseType } from "hono/client";
import type { api, Category } from "../../lib/api.ts";
import { errorText, getJSON } from "../../lib/get-json.ts";

// The two reads the home page makes as soon as it opens. Types come from the Worker's routes.

type SiteNotices = InferResponseType<(typeof api)["site-notices"]["$get"], 200>;
export type VacationNotice = NonNullable<SiteNotices["vacation"]>;

/** GET /api/site-notices: the banner and the closure (vacation) notice, each possibly null. */
export function getSiteNotices(signal?: AbortSignal): Promise<SiteNotices> {
  return getJSON<SiteNotices>("/site-notices", signal);
}

/** GET /api/categories: every category ('Todos' is marked isAll). */
export async function getHomeCategories(signal?: AbortSignal): Promise<Category[]> {
  const { items } = await getJSON<{ items: Category[] }>("/categories", signal);
  return items;
}

export type HomeData = { categories: Category[] } | { error: string };

/** The loader of '/' and '/home': the categories ('Todos' left out). A failed read is shown in place, not thrown. */
export function loadHome({ abortController }: { abortController: AbortController }): Promise<HomeData> {
  return getHomeCategories(abortController.signal).then(
    (all) => ({ categories: all.filter((c) => !c.isAll) }),
    (error: unknown) => ({ error: errorText(error) }),
  );
}
