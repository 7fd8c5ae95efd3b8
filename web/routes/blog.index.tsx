import { createFileRoute } from "@tanstack/react-router";
import { BlogListPage } from "../features/blog/BlogListPage.tsx";
import { BlogError, BlogPending } from "../features/blog/BlogStates.tsx";
import { loadBlogList } from "../features/blog/blog-api.ts";

/** ?page=N (N ≥ 2); page 1 has no parameter. Anything else counts as page 1. */
function validateBlogSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {};
}

/** /blog: the posts, seven a page (page in the URL), with the sidebar. Data from the route loader. */
export const Route = createFileRoute("/blog/")({
  validateSearch: validateBlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps, abortController }) => loadBlogList(deps.page, abortController.signal),
  pendingComponent: BlogPending,
  errorComponent: BlogError,
  component: BlogListPage,
});
