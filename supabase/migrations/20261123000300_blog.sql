-- Blog posts from the back office: alt texts for the cover and the content images (the admin writes
-- them with each upload), and when a post last changed (the sitemap's lastmod).

alter table public.blog_posts
  add column cover_image_alt text not null default '',
  add column image_alts text[] not null default '{}' check (cardinality(image_alts) <= 3),
  add column updated_at timestamptz not null default now();

update public.blog_posts set updated_at = created_at;

create trigger blog_posts_touch before update on public.blog_posts
  for each row execute function public.touch_updated_at();

-- The admin's list: every post, newest first.
create index blog_posts_created on public.blog_posts (created_at desc, id desc);
