-- Database hygiene: what Supabase's database linter (splinter) reported on the schema, fixed; and the API
-- roles lose the table and sequence privileges they never need. tests/db/lint.test.ts runs the lint rules
-- against the migrated schema, tests/db/grants.test.ts checks the privileges. Runs unchanged on Supabase,
-- a plain Postgres server and PGlite.

-- 1. A fixed search_path on every function in public (lint 0011 function_search_path_mutable), so a
-- caller's search_path can never swap in another schema's table, function or operator. Every body
-- already names its objects schema-qualified, and pg_catalog is always searched first, so the empty path
-- changes nothing they resolve.
-- A function with a SET clause is no longer inlined by the planner. No query of the Worker calls
-- fold_text or discounted_price (the generated column name_key and the triggers do, per written row), so
-- the listing plans do not change (tests/db/listing-explain.test.ts). is_admin() is wrapped in a scalar
-- subquery in every policy below, so it runs once per statement instead of once per row.
alter function public.is_admin() set search_path = '';
alter function public.fold_text(text) set search_path = '';
alter function public.discounted_price(integer, integer) set search_path = '';
alter function public.variant_set_final_price() set search_path = '';
alter function public.refresh_product_listing_price(bigint) set search_path = '';
alter function public.variant_changed() set search_path = '';
alter function public.product_discount_changed() set search_path = '';
alter function public.touch_updated_at() set search_path = '';
-- Was `public`; the security definer function needs no schema on its path at all.
alter function public.product_search_sync() set search_path = '';

-- 2. The security definer trigger function is not an API entry point (lints 0028, 0029). Triggers do not
-- need EXECUTE on their function when they fire, only whoever creates the trigger does.
revoke execute on function public.product_search_sync() from public, anon, authenticated;

-- 3. One permissive SELECT policy per role (lint 0006 multiple_permissive_policies). For anon the qual stays
-- just `published`, which is what lets the planner use the partial listing indexes (`where published`).
drop policy "Anyone can read published products" on public.products;
drop policy "Admins can read every product" on public.products;
create policy "Visitors can read published products" on public.products
  for select to anon using (published);
create policy "Signed-in users can read published products, admins every product" on public.products
  for select to authenticated using (published or (select public.is_admin()));

drop policy "Anyone can read published blog posts" on public.blog_posts;
drop policy "Admins can read every blog post" on public.blog_posts;
create policy "Visitors can read published blog posts" on public.blog_posts
  for select to anon using (published);
create policy "Signed-in users can read published blog posts, admins every post" on public.blog_posts
  for select to authenticated using (published or (select public.is_admin()));

-- The admin checks everywhere else: `(select public.is_admin())` is planned as an InitPlan, evaluated once
-- per statement; a bare call re-reads and re-parses the JWT claims for every row (the pattern behind
-- lint 0003 auth_rls_initplan). Same meaning, so only the expressions change.
alter policy "Admins can add categories" on public.categories with check ((select public.is_admin()));
alter policy "Admins can change categories" on public.categories
  using ((select public.is_admin())) with check ((select public.is_admin()));
alter policy "Admins can delete categories" on public.categories using ((select public.is_admin()));

alter policy "Admins can add products" on public.products with check ((select public.is_admin()));
alter policy "Admins can change products" on public.products
  using ((select public.is_admin())) with check ((select public.is_admin()));
alter policy "Admins can delete products" on public.products using ((select public.is_admin()));

alter policy "Admins can add variants" on public.product_variants with check ((select public.is_admin()));
alter policy "Admins can change variants" on public.product_variants
  using ((select public.is_admin())) with check ((select public.is_admin()));
alter policy "Admins can delete variants" on public.product_variants using ((select public.is_admin()));

alter policy "Admins can add blog posts" on public.blog_posts with check ((select public.is_admin()));
alter policy "Admins can change blog posts" on public.blog_posts
  using ((select public.is_admin())) with check ((select public.is_admin()));
alter policy "Admins can delete blog posts" on public.blog_posts using ((select public.is_admin()));

alter policy "Admins can add the banner" on public.banners with check ((select public.is_admin()));
alter policy "Admins can change the banner" on public.banners
  using ((select public.is_admin())) with check ((select public.is_admin()));
alter policy "Admins can delete the banner" on public.banners using ((select public.is_admin()));

alter policy "Admins can add the closure notice" on public.vacation_notices with check ((select public.is_admin()));
alter policy "Admins can change the closure notice" on public.vacation_notices
  using ((select public.is_admin())) with check ((select public.is_admin()));
alter policy "Admins can delete the closure notice" on public.vacation_notices using ((select public.is_admin()));

alter policy "Admins can add feed items" on public.feed_items with check ((select public.is_admin()));
alter policy "Admins can change feed items" on public.feed_items
  using ((select public.is_admin())) with check ((select public.is_admin()));
alter policy "Admins can delete feed items" on public.feed_items using ((select public.is_admin()));

alter policy "Admins can read contact messages" on public.contact_messages using ((select public.is_admin()));
alter policy "Admins can delete contact messages" on public.contact_messages using ((select public.is_admin()));

alter policy "Admins can read newsletter subscribers" on public.newsletter_subscribers
  using ((select public.is_admin()));
alter policy "Admins can remove newsletter subscribers" on public.newsletter_subscribers
  using ((select public.is_admin()));

alter policy "Admins can read stored files" on public.stored_files using ((select public.is_admin()));

alter policy "Admins can read orders" on public.orders using ((select public.is_admin()));
alter policy "Admins can change orders" on public.orders
  using ((select public.is_admin())) with check ((select public.is_admin()));

alter policy "Admins can read order items" on public.order_items using ((select public.is_admin()));
alter policy "Admins can read order history" on public.order_status_history using ((select public.is_admin()));
alter policy "Admins can read admin profiles" on public.admin_profiles using ((select public.is_admin()));
alter policy "Admins can read the mail outbox" on public.mail_outbox using ((select public.is_admin()));

-- 4. An index behind every foreign key (lint 0001 unindexed_foreign_keys): deleting the referenced row
-- (a product, a variant, an order, a receipt) otherwise scans the referencing table. A receipt is rare,
-- so that index holds only the orders that have one.
create index order_items_by_product on public.order_items (product_id);
create index order_items_by_variant on public.order_items (variant_id);
create index orders_by_receipt_file on public.orders (receipt_file_id) where receipt_file_id is not null;
create index idempotency_keys_by_order on public.idempotency_keys (order_id);
create index mail_outbox_by_order on public.mail_outbox (order_id);

-- 5. The API roles read and write rows under RLS and need nothing more. TRUNCATE bypasses RLS entirely;
-- TRIGGER would let them attach triggers to our tables; REFERENCES, foreign keys to them. Sequences:
-- every id column is an identity column, whose default draws from its sequence without checking the
-- inserting role's sequence privileges, so anon and authenticated need none (before this, anon could
-- `select setval('orders_id_seq', ...)`). service_role keeps its privileges.
revoke truncate, references, trigger on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
-- The same for tables and sequences created later by the role running the migrations.
alter default privileges in schema public revoke truncate, references, trigger on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
