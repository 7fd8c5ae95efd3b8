import type { FeaturedProducts } from "../../../worker/services/catalogue-cache.ts";
import { api, json } from "../../lib/api.ts";
import { getJSON } from "../../lib/get-json.ts";

/** GET /api/blog/latest: the newest posts (the home shows three). */
export async function getLatestPosts(limit: number, signal?: AbortSignal) {
  const { items } = await json(await api.blog.latest.$get({ query: { limit: String(limit) } }, { init: { signal } }));
  return items;
}

/** GET /api/feed: the social-media pictures the admin keeps (image + link). */
export async function getFeed(signal?: AbortSignal) {
  const { items } = await json(await api.feed.$get(undefined, { init: { signal } }));
  return items;
}

export type FeaturedAnswer = FeaturedProducts;

/** GET /api/featured: the home's featured products (in stock only) and how many products are discounted. */
export function getFeatured(signal?: AbortSignal): Promise<FeaturedAnswer> {
  return getJSON<FeaturedAnswer>("/featured", signal);
}
