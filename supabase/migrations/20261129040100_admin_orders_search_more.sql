-- The orders desk's search also finds what owners look up besides the customer (issue 38, item 11): the RUT
-- (also as bare digits, so '21.234.567-0018' and '212345670018' both find it), the street and town of a
-- delivery, the discount code used and the carrier's tracking number. Same design as 20261122000600: one
-- stored, generated, folded key, substring-searched through a trigram index over the orders the desk lists. A
-- generated column's expression cannot be altered, so the column (and its index) is made anew; the Worker
-- folds the typed text the same way (domain/text.ts).
alter table public.orders drop column search_key;
alter table public.orders
  add column search_key text generated always as (
    public.fold_text(
      first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' '
        || regexp_replace(phone, '[^0-9]', '', 'g')
        || ' ' || coalesce(rut, '') || ' ' || regexp_replace(coalesce(rut, ''), '[^0-9]', '', 'g')
        || ' ' || coalesce(street, '') || ' ' || coalesce(town, '')
        || ' ' || coalesce(discount_code, '') || ' ' || coalesce(tracking_number, '')
    )
  ) stored;

create index orders_admin_search on public.orders using gin (search_key extensions.gin_trgm_ops)
  where status <> 'mercado';
