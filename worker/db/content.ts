import type { Tx } from "./database.ts";

export interface BlogPostSummary {
  id: number;
  mainTitle: string;
  category: string;
  coverImageUrl: string;
  excerpt: string;
  createdAt: string;
}

/** The newest published posts, for the home page and the blog sidebar. */
export async function listLatestPosts(tx: Tx, limit: number) {
  return tx<BlogPostSummary[]>`
    select id::int, main_title as "mainTitle", category, cover_image_url as "coverImageUrl",
           coalesce(left(content -> 0 ->> 'text', 180), '') as excerpt, created_at as "createdAt"
      from blog_posts where published
     order by created_at desc, id desc
     limit ${limit}`;
}

export async function listFeedItems(tx: Tx) {
  return tx<{ id: number; link: string; img: string }[]>`
    select id::int, link, img from feed_items order by sort_order, id`;
}

export async function readBanner(tx: Tx) {
  const [row] = await tx<
    { id: number; title: string; subtitle: string; comment: string; image: string | null; link: string | null }[]
  >`
    select id::int, title, subtitle, comment, image, link from banners limit 1`;
  return row ?? null;
}

export async function readVacationNotice(tx: Tx) {
  const [row] = await tx<{ id: number; content: string; createdAt: string }[]>`
    select id::int, content, created_at as "createdAt" from vacation_notices limit 1`;
  return row ?? null;
}
