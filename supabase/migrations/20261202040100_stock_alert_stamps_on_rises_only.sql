-- Issue 39, session 21 (decision 028): a sale's stock write no longer calls the stock alerts' stamp. The stamp marks
-- 'Avisarme' requests whose item can be bought again (migration 20261125000900); a write that only lowers the stock
-- (every order, under its products' row locks) can make nothing available, yet ran a PL/pgSQL function and an
-- update of stock_alerts per product and per size it touched. The triggers now run only when an item may have come
-- back: published, stock mode, bulk or units up, a size changed. What they stamp is unchanged.
drop trigger stock_alerts_product_restocked on public.products;
create trigger stock_alerts_product_restocked
  after update of stock_mode, bulk_stock, quantity, published on public.products
  for each row
  when (new.published and (not old.published or new.stock_mode is distinct from old.stock_mode
                           or new.bulk_stock > old.bulk_stock or new.quantity > old.quantity))
  execute function public.stock_alerts_product_changed();

drop trigger stock_alerts_variant_restocked on public.product_variants;
create trigger stock_alerts_variant_restocked
  after insert on public.product_variants
  for each row execute function public.stock_alerts_variant_changed();
create trigger stock_alerts_variant_restocked_update
  after update of stock, size on public.product_variants
  for each row
  when (new.stock > old.stock or new.size is distinct from old.size or new.product_id is distinct from old.product_id)
  execute function public.stock_alerts_variant_changed();
