-- Issue 39: what a sale's stock writes cost (decision 004, "Issue 39" section). Placing an order updates its sizes'
-- stock (or a product's bulk) under the products' row locks; every trigger on those rows runs while other shoppers
-- of the same products wait. Two of them did work that cannot matter for a stock-only write:

-- 1. product_edits (migration 20261129040000) called its security definer PL/pgSQL function for every row a sale,
--    a return or a job wrote, only to find that the caller is not an admin. The same test now sits in the
--    trigger's WHEN condition: evaluated in place, no function call for everyone else. What it stamps is unchanged.
drop trigger products_stamp_edit on public.products;
drop trigger product_variants_stamp_edit on public.product_variants;
create trigger products_stamp_edit after insert or update on public.products
  for each row when (public.is_admin()) execute function public.stamp_product_edit();
create trigger product_variants_stamp_edit after insert or update on public.product_variants
  for each row when (public.is_admin()) execute function public.stamp_product_edit();

-- 2. variant_listing_price re-read the product's smallest size and its price twice (old and new product) on every
--    update of a size, its stock included. The listing's price follows a size's price, final price, size and
--    product only: an update that changes none of them skips it. Inserts and deletes still always refresh.
drop trigger variant_listing_price on public.product_variants;
create trigger variant_listing_price after insert or delete on public.product_variants
  for each row execute function public.variant_changed();
create trigger variant_listing_price_update after update on public.product_variants
  for each row
  when (old.price is distinct from new.price or old.final_price is distinct from new.final_price
        or old.size is distinct from new.size or old.product_id is distinct from new.product_id)
  execute function public.variant_changed();
