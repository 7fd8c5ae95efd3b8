import type { BlogPost, BlogPostAnswer, BlogPostCard } from "../../../../domain/api/blog.ts";
import type { BlogPostInput } from "../../../../domain/schemas/blog-post.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

const JSON_HEADERS = { "content-type": "application/json", accept: "application/json" };

/** Every post, drafts too, newest first. */
export async function fetchPosts(signal?: AbortSignal): Promise<BlogPostCard[]> {
  return (await adminJson<{ items: BlogPostCard[] }>("/blogs", signal)).items;
}

/** One whole post, for the edit form. */
export async function fetchPost(id: number, signal?: AbortSignal): Promise<BlogPost> {
  return (await adminJson<BlogPostAnswer>(`/blogs/${id}`, signal)).post;
}

/** Creates (no id) or replaces a post; rejects with an AdminApiError carrying the server's message. */
export async function savePost(id: number | undefined, input: BlogPostInput): Promise<number> {
  const res = await adminFetch(id === undefined ? "/blogs" : `/blogs/${id}`, {
    method: id === undefined ? "POST" : "PUT",
    headers: JSON_HEADERS,
    body: JSON.stringify(input),
  });
  return ((await res.json()) as { id: number }).id;
}

export async function deletePost(id: number): Promise<void> {
  await adminFetch(`/blogs/${id}`, { method: "DELETE", headers: { accept: "application/json" } });
}
