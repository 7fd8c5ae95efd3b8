-- The back office's products: an alt text per image, in the same order as the URLs in images and
-- thumb_images (the back office writes each pair together; a missing alt reads as the product's name).
alter table public.products
  add column image_alts text[] not null default '{}' check (cardinality(image_alts) <= 4),
  add column thumb_image_alts text[] not null default '{}' check (cardinality(thumb_image_alts) <= 2);
