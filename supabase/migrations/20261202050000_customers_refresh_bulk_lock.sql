-- Issue 39, session 21: a statement that touches many addresses at once (the benchmark's 100,000 orders, a bulk
-- move, a privacy sweep) took one advisory lock per address in one transaction and ran out of the lock table
-- ("out of shared memory", 53200). Addresses are now locked under one lock on all customers: shared with few
-- addresses (each address's own lock after it, as before), exclusive with many (no address locks then).

create or replace function public.refresh_customers(emails text[]) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  -- Few addresses (an order, a move, a queued batch): the shared lock on all customers, then each address's own,
  -- in address order. Many (a bulk statement, a sweep): the exclusive lock on all customers instead, one lock
  -- where one per address filled the lock table ("out of shared memory" past a few thousand addresses).
  if (select count(distinct e) from unnest(emails) as e) > 500 then
    perform pg_advisory_xact_lock(hashtext('customers *'));
  else
    perform pg_advisory_xact_lock_shared(hashtext('customers *'));
    perform pg_advisory_xact_lock(hashtext('customers ' || s.e))
       from (select distinct unnest(emails) as e) s
      order by s.e;
  end if;
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

create or replace function public.refresh_stale_customers(batch integer default 500) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  emails text[];
  taken integer;
begin
  -- A bulk refresh holds all customers: leave the queue for the next call rather than wait.
  if not pg_try_advisory_xact_lock_shared(hashtext('customers *')) then
    return 0;
  end if;
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
