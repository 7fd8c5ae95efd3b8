import type { Context } from "hono";
import { BLOG_ID_PATTERN } from "../../domain/schemas/blog-post.ts";
import { type BlogPost, listPublishedPostIds, readPost } from "../db/blog.ts";
import { anonymous } from "../db/database.ts";
import type { AppEnv } from "../env.ts";
import { type PageHead, SITE_NAME } from "./head.ts";

const absolute = (site: string, path: string) => new URL(path, site).toString();

/** A description from the post's first paragraphs: whole words, at most ~155 characters. */
export function postDescription(post: Pick<BlogPost, "content" | "mainTitle">): string {
  const text = post.content
    .map((s) => s.text)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return post.mainTitle;
  if (text.length <= 155) return text;
  const cut = text.slice(0, 155);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 100)).replace(/[\s,.;:]+$/, "")}…`;
}

/** schema.org BlogPosting for a post page. */
export function blogPostingJsonLd(post: BlogPost, site: string) {
  const url = absolute(site, `/blog/post/${post.id}`);
  const publisher = { "@type": "Organization", name: SITE_NAME, url: absolute(site, "/") };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.mainTitle.slice(0, 110),
    description: postDescription(post),
    articleSection: post.category || undefined,
    image: [post.cover.url, ...post.images.map((i) => i.url)].map((path) => absolute(site, path)),
    datePublished: new Date(post.createdAt).toISOString(),
    dateModified: new Date(post.updatedAt).toISOString(),
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: publisher,
    publisher,
    inLanguage: "es-UY",
  };
}

/** The head of /blog/post/:id and its status: 404 (with a noindex head) for drafts and unknown ids. */
export async function blogPostHead(c: Context<AppEnv>, id: string): Promise<{ head: PageHead; status: 200 | 404 }> {
  const site = c.var.deps.config.PUBLIC_SITE_URL;
  const canonical = absolute(site, `/blog/post/${encodeURIComponent(id)}`);
  const post = BLOG_ID_PATTERN.test(id) ? await c.var.deps.db.run(anonymous, (tx) => readPost(tx, Number(id))) : null;
  if (!post) {
    return {
      status: 404,
      head: {
        title: `Publicación no encontrada · ${SITE_NAME}`,
        description: "La publicación que busca no existe o ya no está disponible.",
        canonical,
        noindex: true,
      },
    };
  }
  return {
    status: 200,
    head: {
      title: `${post.mainTitle} · Blog · ${SITE_NAME}`,
      description: postDescription(post),
      canonical,
      type: "article",
      image: absolute(site, post.cover.url),
      jsonLd: blogPostingJsonLd(post, site),
    },
  };
}

/** The sitemap's entries for the published posts. */
export async function blogSitemapUrls(c: Context<AppEnv>): Promise<string[]> {
  const site = c.var.deps.config.PUBLIC_SITE_URL;
  const posts = await c.var.deps.db.run(anonymous, listPublishedPostIds);
  return posts.map(
    (p) =>
      `<url><loc>${absolute(site, `/blog/post/${p.id}`)}</loc><lastmod>${new Date(p.updatedAt).toISOString().slice(0, 10)}</lastmod></url>`,
  );
}

/** The head of /blog (and /blog?page=N, its own canonical address). */
export function blogListHead(c: Context<AppEnv>): PageHead {
  const site = c.var.deps.config.PUBLIC_SITE_URL;
  const page = Number(c.req.query("page"));
  const paged = Number.isInteger(page) && page > 1 && page <= 10_000;
  return {
    title: paged ? `Blog, página ${page} · ${SITE_NAME}` : `Blog · ${SITE_NAME}`,
    description:
      "Consejos para usar aceites esenciales, fragancias, colorantes y materias primas: jabones, velas, cosmética natural y más, de Química Oriental.",
    canonical: absolute(site, paged ? `/blog?page=${page}` : "/blog"),
  };
}
