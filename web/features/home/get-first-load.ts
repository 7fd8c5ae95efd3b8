import type { LatestPost } from "../../../domain/api/blog.ts";
import type { Category, CategoryList, FeaturedProducts } from "../../../domain/api/catalogue.ts";
import type { FeedList, SiteNotices } from "../../../domain/api/content.ts";
import type { FeedItem } from "../../../domain/schemas/feed.ts";
import { getJSON, type Loaded, settle } from "../../lib/get-json.ts";
import { getSiteNotices } from "../../lib/site-notices.ts";

/** How many of the newest posts the home shows. */
const LATEST_POSTS = 3;

/**
 * What the home page shows, as the loader of '/' and '/home' reads it. The categories are waited for (on the first
 * view they are inlined in the HTML); the rest is started at once and not waited for: the closure notice, the banner
 * and the sections below the fold each fill in when their answer arrives. A failed read is shown in place, with
 * 'Reintentar' (router.invalidate()), never thrown.
 */
export interface HomeData {
  categories: Loaded<Category[]>;
  notices: Promise<Loaded<SiteNotices>>;
  featured: Promise<Loaded<FeaturedProducts>>;
  posts: Promise<Loaded<LatestPost[]>>;
  feed: Promise<Loaded<FeedItem[]>>;
}

export async function loadHome({ abortController }: { abortController: AbortController }): Promise<HomeData> {
  // Not aborted with the navigation: the router keeps these answers with the page's data (and reuses them).
  const read = <T>(path: `/${string}`, signal?: AbortSignal) => settle(getJSON<T>(path, signal));
  const later = {
    notices: settle(getSiteNotices()),
    featured: read<FeaturedProducts>("/featured"),
    posts: read<{ items: LatestPost[] }>(`/blog/latest?limit=${LATEST_POSTS}`).then(items),
    feed: read<FeedList>("/feed").then(items),
  };
  const categories = await read<CategoryList>("/categories", abortController.signal);
  return {
    categories: categories.data ? { data: categories.data.items.filter((c) => !c.isAll) } : categories,
    ...later,
  };
}

const items = <T>(loaded: Loaded<{ items: T[] }>): Loaded<T[]> => (loaded.data ? { data: loaded.data.items } : loaded);
