-- Stock by size or in bulk (issue 24, DESIGN.md section 10; docs/decisions/019-stock-by-size-or-bulk.md).
-- Each product chooses how its stock is counted:
--   'size': every size (product_variants.stock) has its own units;
--   'bulk': the product holds bulk_stock in its unit (cc/ml/grs); a line of n × size takes n × size of it.
-- products.quantity stays, but only as a figure the database derives (so the listing's 'in stock' filter,
-- the low-stock lists and their indexes keep working): "units that can still be sold", i.e.
--   size mode: the sum of its sizes' units;  bulk mode: floor(bulk_stock / smallest size).
-- Either way quantity > 0 exactly when at least one size can be bought. Writers never write it: a trigger
-- overwrites whatever they put there.

alter table public.products
  add column stock_mode text not null default 'size' check (stock_mode in ('size', 'bulk')),
  add column bulk_stock integer not null default 0 check (bulk_stock >= 0);

alter table public.product_variants
  add column stock integer not null default 0 check (stock >= 0);

-- What a line took, so giving it back is right even after the owner changes the product's mode:
-- 'size' → stock_amount units of the line's variant; 'bulk' → stock_amount of the product's bulk_stock.
alter table public.order_items
  add column stock_source text check (stock_source in ('size', 'bulk')),
  add column stock_amount integer check (stock_amount >= 0);

-- Today's data, never more sellable than before: every product becomes 'bulk' with
-- bulk_stock = quantity × its smallest size. Any basket n_i × size_i ≤ Q × min_size has Σ n_i ≤ Q (each
-- size_i ≥ min_size), so nothing sells that could not before, and the smallest size keeps exactly Q.
-- Capped at the integer range (capping only lowers it). A product without sizes cannot be sold: 0.
update public.products p
   set stock_mode = 'bulk',
       bulk_stock = least(p.quantity::bigint * coalesce(
         (select min(v.size) from public.product_variants v where v.product_id = p.id), 0), 2147483647)::integer;

-- Lines already placed held `quantity` units of the old shared figure, i.e. quantity × smallest size of
-- the new bulk figure: giving them back restores exactly what the conversion above counted for them.
-- Lines whose product is gone (or has no size left) have nothing to give back.
update public.order_items i
   set stock_source = 'bulk',
       stock_amount = least(i.quantity::bigint * m.min_size, 2147483647)::integer
  from (select product_id, min(size) as min_size from public.product_variants group by product_id) m
 where m.product_id = i.product_id;

-- The derived figure. Reads the product's sizes; variants are readable by everyone.
create or replace function public.product_stock_quantity(target bigint, mode text, bulk integer)
returns integer
language sql stable
set search_path = ''
as $$
  select case
    when mode = 'bulk' then coalesce(bulk / nullif((select min(v.size) from public.product_variants v
                                                     where v.product_id = target), 0), 0)
    else coalesce((select least(sum(v.stock), 2147483647)::integer from public.product_variants v
                    where v.product_id = target), 0)
  end
$$;

-- On the product's own row: recomputed whenever the mode, the bulk or quantity itself is written.
create or replace function public.product_quantity_derive() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.quantity := public.product_stock_quantity(new.id, new.stock_mode, new.bulk_stock);
  return new;
end
$$;
create trigger product_quantity before insert or update of stock_mode, bulk_stock, quantity on public.products
  for each row execute function public.product_quantity_derive();

-- When a size's units (or the sizes themselves) change. Security definer: admins change variants under
-- RLS, and this bookkeeping must follow regardless (as product_search_sync does).
create or replace function public.variant_stock_changed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  target bigint;
begin
  foreach target in array case tg_op
      when 'INSERT' then array[new.product_id]
      when 'DELETE' then array[old.product_id]
      else array[old.product_id, new.product_id] end loop
    update public.products p
       set quantity = public.product_stock_quantity(p.id, p.stock_mode, p.bulk_stock)
     where p.id = target
       and p.quantity is distinct from public.product_stock_quantity(p.id, p.stock_mode, p.bulk_stock);
  end loop;
  return null;
end
$$;
create trigger variant_stock after insert or update of stock, size, product_id or delete on public.product_variants
  for each row execute function public.variant_stock_changed();
revoke execute on function public.variant_stock_changed() from public, anon, authenticated;

-- Make the existing figures agree with the rule (they already do for bulk: floor(Q × min / min) = Q,
-- except products without sizes, which drop to 0).
update public.products p set quantity = 0
 where p.quantity is distinct from public.product_stock_quantity(p.id, p.stock_mode, p.bulk_stock);
