import { createFileRoute } from "@tanstack/react-router";
import { BlogPostPage } from "../features/blog/BlogPostPage.tsx";
import { BlogError, BlogPending } from "../features/blog/BlogStates.tsx";
import { loadBlogPost } from "../features/blog/blog-api.ts";

/** /blog/post/:id: one post. The Worker renders its head (and answers 404 for an unknown id). */
export const Route = createFileRoute("/blog/post/$id")({
  loader: ({ params, abortController }) => loadBlogPost(params.id, abortController.signal),
  pendingComponent: BlogPending,
  errorComponent: BlogError,
  component: BlogPostPage,
});
