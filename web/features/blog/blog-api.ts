import type { BlogPage, BlogPost, BlogPostAnswer, LatestPost } from "../../../domain/api/blog.ts";
import { getJSON, takeInlined } from "../../lib/get-json.ts";

/** GET /api/blog?page=N */
export function fetchBlogPage(page: number, signal?: AbortSignal) {
  return getJSON<BlogPage>(page > 1 ? `/blog?page=${page}` : "/blog", signal);
}

/** GET /api/blog/latest?limit=N */
export async function fetchLatestPosts(limit: number, signal?: AbortSignal) {
  const { items } = await getJSON<{ items: LatestPost[] }>(`/blog/latest?limit=${limit}`, signal);
  return items;
}

export type PostResult = { found: true; post: BlogPost } | { found: false };

/** GET /api/blog/:id; an unknown or unpublished post is `{ found: false }`, not an error. */
export async function fetchBlogPost(id: string, signal?: AbortSignal): Promise<PostResult> {
  if (!/^[1-9][0-9]{0,15}$/.test(id)) return { found: false };
  const path = `/blog/${id}`;
  const inlined = takeInlined<BlogPostAnswer>(path);
  if (inlined) return { found: true, post: inlined.post };
  const res = await fetch(`/api${path}`, { headers: { accept: "application/json" }, signal });
  if (res.status === 404) return { found: false };
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? "Ha ocurrido un error, inténtelo más tarde.");
  }
  const { post } = (await res.json()) as BlogPostAnswer;
  return { found: true, post };
}

/** The sidebar shows the five latest posts (SPEC section 9). */
export const SIDEBAR_LATEST = 5;

/** What /blog opens with: the page of posts and the sidebar's latest posts. */
export async function loadBlogList(page: number, signal?: AbortSignal) {
  const [list, latest] = await Promise.all([fetchBlogPage(page, signal), fetchLatestPosts(SIDEBAR_LATEST, signal)]);
  return { list, latest };
}

/** What /blog/post/:id opens with: the post (or not found) and the sidebar's latest posts. */
export async function loadBlogPost(id: string, signal?: AbortSignal) {
  const [result, latest] = await Promise.all([fetchBlogPost(id, signal), fetchLatestPosts(SIDEBAR_LATEST, signal)]);
  return { result, latest };
}
