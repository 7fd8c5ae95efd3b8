import { createFileRoute } from "@tanstack/react-router";
import { BlogPostPage } from "../features/blog/BlogPostPage.tsx";
import { BlogError, BlogPending } from "../features/blog/BlogStates.tsx";

/** /blog/post/:id: one post. The Worker renders its head (and answers 404 for an unknown id). */
export const Route = createFileRoute("/blog/post/$id")({
  // The fetching code loads with the page (kept out of the storefront's entry chunk, whose budget is tight).
  loader: ({ params, abortController }) =>
    import("../features/blog/blog-api.ts").then((api) => api.loadBlogPost(params.id, abortController.signal)),
  pendingComponent: BlogPending,
  errorComponent: BlogError,
  component: BlogPostPage,
});
