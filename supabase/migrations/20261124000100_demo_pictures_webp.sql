-- The demo catalogue's pictures are WebP now (scripts/generate-images.ts; docs/decisions/010): an SVG <img> is a whole
-- document the browser parses, styles and lays out on the main thread, which a phone feels. Databases seeded before
-- point at the old .svg files, which no longer ship: point them at the WebP of the same name. Only the seed's own
-- paths match (/images/<folder>/<slug>.svg in the folders the generator writes); uploads live elsewhere and the
-- shop's logos stay SVG.
update public.categories
set image = regexp_replace(image, '^(/images/categories/[a-z0-9-]+)\.svg$', '\1.webp')
where image ~ '^/images/categories/[a-z0-9-]+\.svg$';

update public.products
set images = array(
      select regexp_replace(u, '^(/images/products/[a-z0-9-]+)\.svg$', '\1.webp')
      from unnest(images) with ordinality as t(u, n) order by n),
    thumb_images = array(
      select regexp_replace(u, '^(/images/products/[a-z0-9-]+)\.svg$', '\1.webp')
      from unnest(thumb_images) with ordinality as t(u, n) order by n)
where exists (select 1 from unnest(images || thumb_images) as t(u) where u ~ '^/images/products/[a-z0-9-]+\.svg$');

update public.blog_posts
set cover_image_url = regexp_replace(cover_image_url, '^(/images/blog/[a-z0-9-]+)\.svg$', '\1.webp'),
    image_urls = array(
      select regexp_replace(u, '^(/images/blog/[a-z0-9-]+)\.svg$', '\1.webp')
      from unnest(image_urls) with ordinality as t(u, n) order by n)
where cover_image_url ~ '^/images/blog/[a-z0-9-]+\.svg$'
   or exists (select 1 from unnest(image_urls) as t(u) where u ~ '^/images/blog/[a-z0-9-]+\.svg$');

update public.banners
set image = regexp_replace(image, '^(/images/home/[a-z0-9-]+)\.svg$', '\1.webp')
where image ~ '^/images/home/[a-z0-9-]+\.svg$';

update public.feed_items
set img = regexp_replace(img, '^(/images/feed/[a-z0-9-]+)\.svg$', '\1.webp')
where img ~ '^/images/feed/[a-z0-9-]+\.svg$';
