import { Hono } from "hono";
import type { BlogPage } from "../../domain/api/blog.ts";
import { BLOG_PAGE_SIZE, blogPageQuery, blogPostParam } from "../../domain/schemas/blog-post.ts";
import { listPublishedPosts, readPost } from "../db/blog.ts";
import { anonymous } from "../db/database.ts";
import type { AppEnv } from "../env.ts";
import { cachePublic } from "../http/cache.ts";
import { notFound } from "../http/errors.ts";
import { zv } from "../http/validate.ts";

export const POST_NOT_FOUND = "No encontramos la publicación.";

/**
 * /api/blog: the published posts, read as a visitor (RLS hides drafts). The home's and the sidebar's
 * latest posts are GET /api/blog/latest (routes/content.ts, mounted before this app so it wins over /:id).
 */
export const blogRoutes = new Hono<AppEnv>()
  /** GET /api/blog?page=N: one page of posts, newest first (SPEC: 7 a page). */
  .get("/", zv("query", blogPageQuery), async (c) => {
    const { page } = c.req.valid("query");
    const { items, total } = await c.var.deps.db.run(anonymous, (tx) => listPublishedPosts(tx, page, BLOG_PAGE_SIZE));
    cachePublic(c);
    return c.json({
      items,
      page,
      pageSize: BLOG_PAGE_SIZE,
      total,
      totalPages: Math.ceil(total / BLOG_PAGE_SIZE),
    } satisfies BlogPage);
  })
  /** GET /api/blog/:id: one published post; 404 for drafts and unknown ids. */
  .get("/:id", zv("param", blogPostParam), async (c) => {
    const { id } = c.req.valid("param");
    const post = await c.var.deps.db.run(anonymous, (tx) => readPost(tx, id));
    if (!post) throw notFound(POST_NOT_FOUND);
    cachePublic(c);
    return c.json({ post });
  });
