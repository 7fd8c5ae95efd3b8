import { createFileRoute } from "@tanstack/react-router";
import { BlogListPage } from "../features/blog/BlogListPage.tsx";
import { BlogError, BlogPending } from "../features/blog/BlogStates.tsx";

/** ?page=N (N ≥ 2); page 1 has no parameter. Anything else counts as page 1. */
function validateBlogSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {};
}

/** /blog: the posts, seven a page (page in the URL), with the sidebar. Data from the route loader. */
export const Route = createFileRoute("/blog/")({
  validateSearch: validateBlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // The fetching code loads with the page (kept out of the storefront's entry chunk, whose budget is tight).
  loader: ({ deps, abortController }) =>
    import("../features/blog/blog-api.ts").then((api) => api.loadBlogList(deps.page, abortController.signal)),
  pendingComponent: BlogPending,
  errorComponent: BlogError,
  component: BlogListPage,
});
