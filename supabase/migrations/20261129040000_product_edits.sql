-- Who last edited a product by hand, and when (issue 38, items 6 and 12). Undoing a catalogue import or price
-- change refuses once something it wrote changed since; the refusal now says why: a sale (which order, from
-- order_items) or an edit (when and by whom, from this table). One row per product: the last change an admin
-- made to it or to its sizes (the back office's save, an import, a price change, an undo). Sales, returns and
-- the scheduled jobs run as service_role and write nothing here, so they never read as edits.
create table public.product_edits (
  product_id bigint primary key references public.products (id) on delete cascade,
  edited_at timestamptz not null,
  edited_by uuid,
  edited_by_email text
);
alter table public.product_edits enable row level security;

create policy "Admins can read product edits" on public.product_edits
  for select to authenticated using ((select public.is_admin()));
-- Written only by the trigger below (security definer); nothing for anon, no writes for the API roles.
revoke all on public.product_edits from anon;
revoke insert, update, delete, truncate, references, trigger on public.product_edits from authenticated;

-- Stamps the product as edited now by the admin whose claims the transaction carries (nobody else: the
-- claims of a sale or a job are not an admin's). Security definer: admins have no write rights on the table.
create or replace function public.stamp_product_edit() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  target bigint;
begin
  if (select public.is_admin()) then
    -- Each branch names only its own table's column (PL/pgSQL would not find product_id on products).
    if tg_table_name = 'products' then
      target := new.id;
    else
      target := new.product_id;
    end if;
    insert into public.product_edits (product_id, edited_at, edited_by, edited_by_email)
    values (target, now(), auth.uid(), nullif(auth.jwt() ->> 'email', ''))
    on conflict (product_id) do update
      set edited_at = excluded.edited_at, edited_by = excluded.edited_by, edited_by_email = excluded.edited_by_email;
  end if;
  return null;
end
$$;
revoke execute on function public.stamp_product_edit() from public, anon, authenticated;

create trigger products_stamp_edit after insert or update on public.products
  for each row execute function public.stamp_product_edit();
create trigger product_variants_stamp_edit after insert or update on public.product_variants
  for each row execute function public.stamp_product_edit();
