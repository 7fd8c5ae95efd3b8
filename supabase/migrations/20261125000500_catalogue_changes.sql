-- The catalogue's bulk changes (issue 24): a CSV import and a price change are each previewed first, then
-- applied as previewed, and the last one can be undone. One row per preview:
--   plan: what applying it writes, with each value it expects to find ('from') and the one it writes ('to');
--         the server computed it when it previewed (worker/services/catalogue/); the client only names the id.
--   undo: what applying it created (new products and sizes, as they were left), so undoing can remove them
--         if nobody changed them since; the values it changed are restored from the plan's 'from'.
-- A preview expires (expires_at) unless applied; an applied change is undone at most once.
create table public.catalogue_changes (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('import', 'price')),
  status text not null default 'previewed' check (status in ('previewed', 'applied', 'undone')),
  -- What the preview said, in words ('archivo productos.csv', 'Subir 10 %, redondeado a $ 5 en Aceites').
  description text not null check (length(description) <= 300),
  plan jsonb not null check (jsonb_typeof(plan) = 'object'),
  undo jsonb,
  summary jsonb not null default '{}'::jsonb,
  created_by uuid,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  applied_at timestamptz,
  undone_at timestamptz,
  check ((status = 'previewed') = (applied_at is null)),
  check ((status = 'undone') = (undone_at is not null))
);
alter table public.catalogue_changes enable row level security;

-- The last applied change of a kind (undo), and previews past their time (tidying up).
create index catalogue_changes_applied on public.catalogue_changes (kind, applied_at desc) where status <> 'previewed';
create index catalogue_changes_expiry on public.catalogue_changes (expires_at) where status = 'previewed';

create policy "Admins can read catalogue changes" on public.catalogue_changes
  for select to authenticated using ((select public.is_admin()));
create policy "Admins can add catalogue changes" on public.catalogue_changes
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can change catalogue changes" on public.catalogue_changes
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete catalogue changes" on public.catalogue_changes
  for delete to authenticated using ((select public.is_admin()));
-- Nothing for anon: the table's rights are taken away too, beyond RLS.
revoke all on public.catalogue_changes from anon;
