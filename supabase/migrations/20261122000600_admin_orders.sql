-- The back office's orders desk (/api/admin/orders): paged, newest first, filtered by status and searched by
-- name, e-mail or phone, fast at 100,000 orders (tests/bench/admin-orders.ts prints the figures).

-- What the desk searches: the customer's name, e-mail and phone (also as bare digits, so '099123456' finds
-- '099 123 456'), folded like public.fold_text (lower case, no Spanish accents). Stored and generated, so
-- it is computed once per written row; the Worker folds the typed text the same way (domain/text.ts) and
-- never calls fold_text in a query.
alter table public.orders
  add column search_key text generated always as (
    public.fold_text(
      first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' '
        || regexp_replace(phone, '[^0-9]', '', 'g')
    )
  ) stored;

-- Substring search (LIKE '%…%') over the key: a trigram index (pg_trgm is installed by the catalogue
-- migration in schema extensions). Only the orders the desk lists ('mercado' is hidden there).
create index orders_admin_search on public.orders using gin (search_key extensions.gin_trgm_ops)
  where status <> 'mercado';

-- The desk's order is created_at desc, id desc (the id breaks ties, so pages never overlap or skip). Both
-- indexes hold exactly that order, so a page is read straight off the index with no sort: no filter, and
-- one status. They replace orders_admin_list (created_at desc only), which needed an incremental sort.
-- (orders_by_status (status, created_at) stays: the dashboard's sums use it.)
drop index if exists public.orders_admin_list;
create index orders_admin_newest on public.orders (created_at desc, id desc) where status <> 'mercado';
create index orders_admin_by_status on public.orders (status, created_at desc, id desc) where status <> 'mercado';
