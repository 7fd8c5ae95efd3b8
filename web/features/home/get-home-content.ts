import { api, json } from "../../lib/api.ts";

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
