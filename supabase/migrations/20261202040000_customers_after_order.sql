-- Issue 39, session 21: placing an order no longer refreshes its customer row inside its own transaction
-- (docs/decisions/032-customers.md, "Issue 39, session 21"). The order service marks its transaction
-- (`shop.customers_refresh = 'after_commit'`, local to it): its insert then only queues the address in
-- customers_stale, and the app refreshes the queue right after COMMIT (the scheduled job every minute does what a
-- stopped Worker left). Every other insert, and every update or delete, refreshes in its statement as before.

create table public.customers_stale (
  id bigint generated always as identity primary key,
  email text not null
);
comment on table public.customers_stale is
  'Addresses (lower case) whose customer row an order placed since changed: refreshed by refresh_stale_customers.';
alter table public.customers_stale enable row level security;
revoke all on public.customers_stale from anon, authenticated;

-- A refresh takes each address's advisory lock first (in address order): two refreshes of one address run one after
-- the other, and the second reads what the first committed (two at once could each write what it saw, the older
-- last). The lock is the transaction's: an update of orders holds it until its COMMIT.
create or replace function public.refresh_customers(emails text[]) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('customers ' || s.e))
     from (select distinct unnest(emails) as e) s
    order by s.e;
  delete from public.customers c
   where c.email = any (emails)
     and not exists (select 1 from public.orders o where lower(o.email) = c.email and o.status <> 'mercado');
  insert into public.customers as c (email, name, phone, rut, company_name, orders_count, paid_count, spent,
                                     first_order_at, last_order_at)
  select lower(o.email),
         (array_agg(btrim(o.first_name || ' ' || o.last_name) order by o.created_at desc, o.id desc))[1],
         (array_agg(o.phone order by o.created_at desc, o.id desc))[1],
         (array_agg(o.rut order by o.created_at desc, o.id desc) filter (where o.rut is not null))[1],
         (array_agg(o.company_name order by o.created_at desc, o.id desc) filter (where o.company_name is not null))[1],
         count(*)::int,
         (count(*) filter (where o.status = 'approved'))::int,
         coalesce(sum(o.total) filter (where o.status = 'approved'), 0),
         min(o.created_at), max(o.created_at)
    from public.orders o
   where lower(o.email) = any (emails) and o.status <> 'mercado'
     and lower(o.email) not like '%@anonimizado.invalid'
   group by lower(o.email)
  on conflict (email) do update
     set name = excluded.name, phone = excluded.phone, rut = excluded.rut, company_name = excluded.company_name,
         orders_count = excluded.orders_count, paid_count = excluded.paid_count, spent = excluded.spent,
         first_order_at = excluded.first_order_at, last_order_at = excluded.last_order_at
   where (c.name, c.phone, c.rut, c.company_name, c.orders_count, c.paid_count, c.spent, c.first_order_at,
          c.last_order_at) is distinct from
         (excluded.name, excluded.phone, excluded.rut, excluded.company_name, excluded.orders_count,
          excluded.paid_count, excluded.spent, excluded.first_order_at, excluded.last_order_at);
end;
$$;
revoke execute on function public.refresh_customers(text[]) from public, anon, authenticated;

create or replace function public.orders_refresh_customers() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  emails text[];
begin
  if tg_op = 'INSERT' then
    if current_setting('shop.customers_refresh', true) = 'after_commit' then
      -- The order service: queued, refreshed after COMMIT (an order waiting for Mercado Pago changes no customer).
      insert into public.customers_stale (email)
      select distinct lower(n.email) from new_rows n where n.status <> 'mercado';
      return null;
    end if;
    select array_agg(distinct lower(n.email)) into emails from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct lower(o.email)) into emails from old_rows o;
  else
    select array_agg(distinct e) into emails
      from old_rows o join new_rows n on n.id = o.id
           cross join lateral (values (lower(o.email)), (lower(n.email))) as v (e)
     where (o.email, o.status, o.total, o.first_name, o.last_name, o.phone, o.rut, o.company_name, o.created_at)
           is distinct from
           (n.email, n.status, n.total, n.first_name, n.last_name, n.phone, n.rut, n.company_name, n.created_at);
  end if;
  if emails is not null then
    perform public.refresh_customers(emails);
  end if;
  return null;
end;
$$;
revoke execute on function public.orders_refresh_customers() from public, anon, authenticated;

-- Refreshes up to `batch` queued addresses and takes them off the queue; returns how many rows it took. An address
-- whose lock another refresh holds is left queued for the next call (never waits: no deadlock with a transaction
-- that refreshes addresses in several statements). Rows queued by orders committed after this call's delete stay
-- for the next one.
create or replace function public.refresh_stale_customers(batch integer default 500) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  emails text[];
  taken integer;
begin
  select array_agg(s.email order by s.email) into emails
    from (select distinct q.email from public.customers_stale q order by q.email limit batch) s
   where pg_try_advisory_xact_lock(hashtext('customers ' || s.email));
  if emails is null then
    return 0;
  end if;
  delete from public.customers_stale q where q.email = any (emails);
  get diagnostics taken = row_count;
  perform public.refresh_customers(emails);
  return taken;
end;
$$;
revoke execute on function public.refresh_stale_customers(integer) from public, anon, authenticated;
grant execute on function public.refresh_stale_customers(integer) to service_role;
