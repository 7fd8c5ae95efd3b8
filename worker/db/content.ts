import type { LatestPost } from "../../domain/api/blog.ts";
import type { Banner, BannerData } from "../../domain/schemas/banner.ts";
import type { FeedItem } from "../../domain/schemas/feed.ts";
import type { VacationNotice } from "../../domain/schemas/vacation.ts";
import type { Tx } from "./database.ts";

/** The newest posts as GET /api/blog/latest sends them (domain/api/blog.ts). */
export type BlogPostSummary = LatestPost;

/** The newest published posts, for the home page and the blog sidebar. */
export async function listLatestPosts(tx: Tx, limit: number) {
  return tx<BlogPostSummary[]>`
    select id::int, main_title as "mainTitle", category, cover_image_url as "coverImageUrl",
           coalesce(left(content -> 0 ->> 'text', 180), '') as excerpt, created_at as "createdAt"
      from blog_posts where published
     order by created_at desc, id desc
     limit ${limit}`;
}

/**
 * The feed in the owner's order, first shown first: `sort_order`, and among equal positions the newest post
 * first. `limit`: only the first ones (the home shows 14).
 */
export async function listFeedItems(tx: Tx, limit?: number) {
  return tx<FeedItem[]>`
    select id::int, link, img from feed_items order by sort_order, id desc
     limit ${limit ?? null}`;
}

/**
 * Adds a post at the top of the feed, before every other (the home shows the first 14: a post added at the end
 * would never appear there); null when its link is already there (SPEC section 4).
 */
export async function insertFeedItem(tx: Tx, item: { img: string; link: string }) {
  const [row] = await tx<FeedItem[]>`
    insert into feed_items (img, link, sort_order)
    values (${item.img}, ${item.link}, (select coalesce(min(sort_order), 1) - 1 from feed_items))
    on conflict (link) do nothing
    returning id::int, link, img`;
  return row ?? null;
}

/** Removes a post; its image URL (to erase after the commit), or null when there was none. */
export async function deleteFeedItem(tx: Tx, id: number) {
  const [row] = await tx<{ img: string }[]>`delete from feed_items where id = ${id} returning img`;
  return row ? row.img : null;
}

/**
 * Puts the feed in the order of `ids`. False (nothing changed) unless `ids` names every item exactly once,
 * so two admins reordering at once cannot leave an item out.
 */
export async function reorderFeed(tx: Tx, ids: number[]) {
  const rows = await tx<{ id: number }[]>`select id::int from feed_items for update`;
  const known = new Set(rows.map((r) => r.id));
  if (known.size !== ids.length || !ids.every((id) => known.has(id))) return false;
  const idList = `{${ids.map((id) => Math.trunc(id)).join(",")}}`;
  await tx`
    update feed_items f set sort_order = o.position
      from unnest(${idList}::bigint[]) with ordinality as o(id, position)
     where f.id = o.id`;
  return true;
}

export async function readBanner(tx: Tx) {
  const [row] = await tx<Banner[]>`
    select id::int, title, subtitle, comment, image, image_alt as "imageAlt", link, created_at as "createdAt"
      from banners limit 1`;
  return row ?? null;
}

/**
 * The one banner replaced: the old one removed and the new one added in the caller's transaction (SPEC
 * section 4). Returns the new banner and the old one's image (to erase after the commit).
 */
export async function replaceBanner(tx: Tx, banner: BannerData) {
  const removed = await tx<{ image: string | null }[]>`delete from banners returning image`;
  const [row] = await tx<Banner[]>`
    insert into banners (title, subtitle, comment, image, image_alt, link)
    values (${banner.title}, ${banner.subtitle}, ${banner.comment}, ${banner.image?.url ?? null},
            ${banner.image?.alt ?? ""}, ${banner.link || null})
    returning id::int, title, subtitle, comment, image, image_alt as "imageAlt", link, created_at as "createdAt"`;
  const oldImages = removed.map((r) => r.image).filter((url): url is string => !!url && url !== row!.image);
  return { banner: row!, oldImages };
}

/** Removes the banner; whether there was one, and its image. */
export async function deleteBanner(tx: Tx) {
  const removed = await tx<{ image: string | null }[]>`delete from banners returning image`;
  return { deleted: removed.length > 0, images: removed.map((r) => r.image).filter((u): u is string => !!u) };
}

export async function readVacationNotice(tx: Tx) {
  const [row] = await tx<VacationNotice[]>`
    select id::int, content, created_at as "createdAt" from vacation_notices limit 1`;
  return row ?? null;
}

/** The one closure notice replaced (old one removed, new one added) in the caller's transaction. */
export async function replaceVacationNotice(tx: Tx, content: string) {
  await tx`delete from vacation_notices`;
  const [row] = await tx<VacationNotice[]>`
    insert into vacation_notices (content) values (${content})
    returning id::int, content, created_at as "createdAt"`;
  return row!;
}

/** Removes the closure notice; whether there was one. */
export async function deleteVacationNotice(tx: Tx) {
  const removed = await tx`delete from vacation_notices returning id`;
  return removed.length > 0;
}
