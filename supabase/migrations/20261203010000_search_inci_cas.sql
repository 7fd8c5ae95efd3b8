-- Issue 42 (decision 033): the shop search also finds a product by its INCI name and its CAS numbers. The side table
-- product_search (migration 20261121000100) keeps, for each published product, the folded text the search matches:
-- now its name, INCI name and CAS numbers, one after the other (a search for '8000-48-4' or 'eucalyptus globulus'
-- finds Eucalipto). The trigger follows changes to any of the three.
create or replace function public.product_search_sync() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.published then
    insert into public.product_search (product_id, name_key)
    values (new.id, concat_ws(' ', new.name_key, public.fold_text(new.inci_name),
                              nullif(array_to_string(new.cas_numbers, ' '), '')))
    on conflict (product_id) do update set name_key = excluded.name_key;
  else
    delete from public.product_search where product_id = new.id;
  end if;
  return null;
end
$$;
revoke execute on function public.product_search_sync() from public, anon, authenticated;

drop trigger product_search_sync on public.products;
create trigger product_search_sync after insert or update of name, published, inci_name, cas_numbers on public.products
  for each row execute function public.product_search_sync();

-- The products already published: their INCI name and CAS numbers join their name.
update public.product_search s
   set name_key = concat_ws(' ', p.name_key, public.fold_text(p.inci_name), nullif(array_to_string(p.cas_numbers, ' '), ''))
  from public.products p
 where p.id = s.product_id and (p.inci_name is not null or cardinality(p.cas_numbers) > 0);
