import type { BlogPost, BlogPostCard } from "../../domain/api/blog.ts";
import type { BlogPostInput } from "../../domain/schemas/blog-post.ts";
import type { Tx } from "./database.ts";

// The only SQL of the blog. Public reads run as anon (RLS shows published posts only); admin reads and
// writes run under the admin's claims.

/** A post in a list, and a whole post: the answers' shapes (domain/api/blog.ts). */
export type { BlogPost, BlogPostCard };

const CARD_COLUMNS = (tx: Tx) => tx`
  id::int, main_title as "mainTitle", category,
  json_build_object('url', cover_image_url, 'alt', cover_image_alt) as cover,
  coalesce(left(content -> 0 ->> 'text', 220), '') as excerpt,
  to_json(created_at) #>> '{}' as "createdAt", published`;

const POST_COLUMNS = (tx: Tx) => tx`
  ${CARD_COLUMNS(tx)},
  coalesce((select json_agg(json_build_object('url', u.url, 'alt', coalesce(image_alts[u.n::int], '')) order by u.n)
              from unnest(image_urls) with ordinality as u(url, n)), '[]'::json) as images,
  content, quote, video_link as "videoLink", to_json(updated_at) #>> '{}' as "updatedAt"`;

/** One page of published posts, newest first, and how many there are. */
export async function listPublishedPosts(tx: Tx, page: number, pageSize: number) {
  const [items, [count]] = await Promise.all([
    tx<BlogPostCard[]>`
      select ${CARD_COLUMNS(tx)} from blog_posts where published
       order by created_at desc, id desc
       limit ${pageSize} offset ${(page - 1) * pageSize}`,
    tx<{ total: number }[]>`select count(*)::int as total from blog_posts where published`,
  ]);
  return { items, total: count?.total ?? 0 };
}

/** A published post (as anon) or any post (as an admin); null when there is none by that id. */
export async function readPost(tx: Tx, id: number) {
  const [row] = await tx<BlogPost[]>`select ${POST_COLUMNS(tx)} from blog_posts where id = ${id}`;
  return row ?? null;
}

/** Every post the caller may see (an admin: drafts too), newest first. */
export async function listAllPosts(tx: Tx) {
  return tx<BlogPostCard[]>`select ${CARD_COLUMNS(tx)} from blog_posts order by created_at desc, id desc`;
}

/** The published posts for the sitemap. */
export async function listPublishedPostIds(tx: Tx) {
  return tx<{ id: number; updatedAt: string }[]>`
    select id::int, to_json(updated_at) #>> '{}' as "updatedAt" from blog_posts where published
     order by created_at desc, id desc`;
}

/** A text[] parameter sent as JSON text: the same from postgres.js and the embedded database. */
const textArray = (values: string[]) => JSON.stringify(values);

const columnValues = (post: BlogPostInput) => ({
  main_title: post.mainTitle,
  category: post.category,
  cover_image_url: post.cover.url,
  cover_image_alt: post.cover.alt,
  image_urls: post.images.map((i) => i.url),
  image_alts: post.images.map((i) => i.alt),
  quote: post.quote,
  video_link: post.videoLink,
  published: post.published,
});

export async function insertPost(tx: Tx, post: BlogPostInput) {
  const v = columnValues(post);
  const [row] = await tx<{ id: number }[]>`
    insert into blog_posts (main_title, category, cover_image_url, cover_image_alt, image_urls, image_alts,
                            quote, video_link, published, content)
    values (${v.main_title}, ${v.category}, ${v.cover_image_url}, ${v.cover_image_alt}, array(select jsonb_array_elements_text(${textArray(v.image_urls)}::text::jsonb)),
            array(select jsonb_array_elements_text(${textArray(v.image_alts)}::text::jsonb)), ${v.quote}, ${v.video_link}, ${v.published}, ${JSON.stringify(post.content)}::text::jsonb)
    returning id::int`;
  return row!.id;
}

/** The image URLs a post refers to (cover first), to erase files no longer used after a change. */
export async function readPostImageUrls(tx: Tx, id: number, lock = false) {
  const [row] = lock
    ? await tx<{ urls: string[] }[]>`
        select to_json(array_prepend(cover_image_url, image_urls)) as urls from blog_posts where id = ${id} for update`
    : await tx<{ urls: string[] }[]>`
        select to_json(array_prepend(cover_image_url, image_urls)) as urls from blog_posts where id = ${id}`;
  return row ? row.urls : null;
}

/** Replaces a post's fields (its creation date stays); false when there is no such post. */
export async function updatePost(tx: Tx, id: number, post: BlogPostInput) {
  const v = columnValues(post);
  const rows = await tx`
    update blog_posts set main_title = ${v.main_title}, category = ${v.category},
           cover_image_url = ${v.cover_image_url}, cover_image_alt = ${v.cover_image_alt},
           image_urls = array(select jsonb_array_elements_text(${textArray(v.image_urls)}::text::jsonb)), image_alts = array(select jsonb_array_elements_text(${textArray(v.image_alts)}::text::jsonb)), quote = ${v.quote},
           video_link = ${v.video_link}, published = ${v.published},
           content = ${JSON.stringify(post.content)}::text::jsonb
     where id = ${id}
     returning id`;
  return rows.length > 0;
}

/** Deletes a post; its image URLs, or null when there was none. */
export async function deletePost(tx: Tx, id: number) {
  const [row] = await tx<{ urls: string[] }[]>`
    delete from blog_posts where id = ${id} returning to_json(array_prepend(cover_image_url, image_urls)) as urls`;
  return row ? row.urls : null;
}
