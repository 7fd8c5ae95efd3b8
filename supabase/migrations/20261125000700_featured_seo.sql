-- Issue 24, part 3 (docs/decisions/022-featured-and-seo.md).
--
-- 'Destacados': the products the owner picks for the home's 'Productos destacados', in the owner's order
-- (position 1 first). A table of its own rather than a column on products: saving the list is one delete and
-- one insert here, never an update of products (whose triggers, updated_at and search rows would move for a
-- change of the home), a deleted product leaves the list by itself (on delete cascade), and the primary key
-- makes a product appear once. Empty: the home keeps its automatic choice (worker/db/catalogue.ts).
-- Anyone may read it (the home's query joins it; products' own policies still hide drafts from anon);
-- only admins change it. The Worker checks the list (ids exist, no duplicates, at most FEATURED_LIMIT).
create table public.featured_products (
  product_id bigint primary key references public.products (id) on delete cascade,
  position integer not null check (position > 0),
  created_at timestamptz not null default now()
);
alter table public.featured_products enable row level security;

create policy "Anyone can read the featured products" on public.featured_products
  for select to anon, authenticated using (true);
create policy "Admins can add featured products" on public.featured_products
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can change featured products" on public.featured_products
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete featured products" on public.featured_products
  for delete to authenticated using ((select public.is_admin()));

-- What a search engine shows for a product (the product page's <title>, meta description, Open Graph and
-- JSON-LD); null or empty: the product's name and the start of its description, as before.
alter table public.products
  add column seo_title text check (seo_title is null or length(seo_title) <= 70),
  add column seo_description text check (seo_description is null or length(seo_description) <= 160);
