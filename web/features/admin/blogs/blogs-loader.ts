import { adminRead, type ListRead } from "../shell/admin-data.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { parseOpenItem } from "../shell/open-item.ts";
import { fetchPost, fetchPosts } from "./blogs-api.ts";

/** /admin/blogs: every post (drafts too) and, with ?edit=<id>, that whole post for its form. */
export function loadBlogs(raw: AdminSearch, list: ListRead) {
  const open = parseOpenItem(raw);
  return {
    list: list("blogs", fetchPosts),
    post: typeof open === "number" ? adminRead(() => fetchPost(open)) : undefined,
  };
}

export type BlogsData = ReturnType<typeof loadBlogs>;
