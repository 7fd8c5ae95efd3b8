import { Hono } from "hono";
import { blogPostInput, blogPostParam } from "../../../domain/schemas/blog-post.ts";
import { deletePost, insertPost, listAllPosts, readPost, readPostImageUrls, updatePost } from "../../db/blog.ts";
import type { AppEnv } from "../../env.ts";
import { notFound } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";
import { eraseImages } from "../../services/images.ts";

const NOT_FOUND = "No encontramos el blog post.";

/**
 * /api/admin/blogs: the back office's blog posts (requireAdmin has run; every unit of work runs under the
 * admin's claims, one transaction each). Uploaded images a change leaves unused are erased after commit.
 */
export const adminBlogRoutes = new Hono<AppEnv>()
  /** GET /api/admin/blogs: every post, drafts too, newest first. */
  .get("/", async (c) => {
    const items = await c.var.deps.db.run(c.var.caller, listAllPosts);
    return c.json({ items });
  })
  /** GET /api/admin/blogs/:id: one post, for the edit form. */
  .get("/:id", zv("param", blogPostParam), async (c) => {
    const { id } = c.req.valid("param");
    const post = await c.var.deps.db.run(c.var.caller, (tx) => readPost(tx, id));
    if (!post) throw notFound(NOT_FOUND);
    return c.json({ post });
  })
  /** POST /api/admin/blogs: a new post (published or draft). */
  .post("/", zv("json", blogPostInput), async (c) => {
    const input = c.req.valid("json");
    const id = await c.var.deps.db.run(c.var.caller, (tx) => insertPost(tx, input));
    c.var.catalogueCache.clear();
    return c.json({ id }, 201);
  })
  /** PUT /api/admin/blogs/:id: replaces the post's fields; images it no longer uses are erased. */
  .put("/:id", zv("param", blogPostParam), zv("json", blogPostInput), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const before = await c.var.deps.db.run(c.var.caller, async (tx) => {
      const urls = await readPostImageUrls(tx, id, true);
      if (!urls) return null;
      await updatePost(tx, id, input);
      return urls;
    });
    if (!before) throw notFound(NOT_FOUND);
    c.var.catalogueCache.clear();
    const kept = new Set([input.cover.url, ...input.images.map((i) => i.url)]);
    const dropped = before.filter((url) => !kept.has(url));
    if (dropped.length > 0) await eraseImages(c.var.deps, dropped);
    return c.json({ id });
  })
  /** DELETE /api/admin/blogs/:id: removes the post, then its uploaded images. */
  .delete("/:id", zv("param", blogPostParam), async (c) => {
    const { id } = c.req.valid("param");
    const urls = await c.var.deps.db.run(c.var.caller, (tx) => deletePost(tx, id));
    if (!urls) throw notFound(NOT_FOUND);
    c.var.catalogueCache.clear();
    await eraseImages(c.var.deps, urls);
    return c.json({ id });
  });
