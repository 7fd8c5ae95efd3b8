-- Issue 39, session 26 (decision 028): an order's stock taken by the server in one statement, so that the products'
-- row locks are held for the server's own work and the WAL flush only: the app sends this call and COMMIT in one
-- write (worker/db/database.ts `commitWith`), where it took three round trips with the app's turns in between.
--
-- Same rules as worker/db/order-stock.ts `takeLinesStock` (and domain/stock.ts `shortLines`, which the cart and the
-- product page share): the order's products locked in id order FOR NO KEY UPDATE; each line checked against the
-- stock as locked, the way its product counts it now (a size's units less what the order's other lines of that size
-- take; in bulk, what the bulk has left after the product's other lines, divided by the line's size); all or nothing.
-- A short order raises SQLSTATE 'ST409' with the short lines as JSON in its detail ([{index, available}], index in
-- the lines' id order, which is the request's order); the caller answers the same 409 as before and its transaction
-- rolls back. A line whose product changed its stock mode since the order was written is rewritten with what it took.
-- A conditional update that finds less than the locked read (a writer that did not lock the product) raises 'ST500'.
-- Returns how many lines were rewritten.
create or replace function public.take_order_stock(p_order_id bigint)
returns integer
language plpgsql
set search_path = public, pg_temp
as $$
declare
  short jsonb;
  wanted integer;
  done integer;
  rewritten integer;
begin
  perform 1 from public.products
   where id in (select product_id from public.order_items where order_id = p_order_id and product_id is not null)
   order by id for no key update;

  with lines as (
    select i.id, (row_number() over (order by i.id) - 1)::int as idx, i.product_id, i.variant_id,
           coalesce(i.size, 0) as size, i.quantity, p.stock_mode as mode, p.bulk_stock as bulk,
           coalesce(v.stock, 0) as size_stock
      from public.order_items i
      join public.products p on p.id = i.product_id
      left join public.product_variants v on v.id = i.variant_id and v.product_id = i.product_id
     where i.order_id = p_order_id),
  fit as (
    select l.idx, l.quantity,
           case when l.mode = 'bulk' then
                  case when l.size > 0 then greatest(0, floor((l.bulk - coalesce(
                         (select sum(o.size * o.quantity) from lines o where o.product_id = l.product_id and o.id <> l.id),
                         0))::numeric / l.size))::int
                       else 0 end
                else greatest(0, l.size_stock - coalesce(
                       (select sum(o.quantity) from lines o where o.variant_id = l.variant_id and o.id <> l.id), 0))::int
           end as available
      from lines l)
  select jsonb_agg(jsonb_build_object('index', idx, 'available', available) order by idx) into short
    from fit where quantity > available;
  if short is not null then
    raise exception 'out of stock' using errcode = 'ST409', detail = short::text;
  end if;

  -- In bulk: one update per product, of the lines' sizes × quantities.
  select count(distinct i.product_id) into wanted
    from public.order_items i join public.products p on p.id = i.product_id
   where i.order_id = p_order_id and p.stock_mode = 'bulk';
  update public.products p set bulk_stock = p.bulk_stock - t.amount
    from (select i.product_id, sum(coalesce(i.size, 0) * i.quantity)::int as amount
            from public.order_items i join public.products pp on pp.id = i.product_id
           where i.order_id = p_order_id and pp.stock_mode = 'bulk'
           group by i.product_id) t
   where p.id = t.product_id and p.bulk_stock >= t.amount;
  get diagnostics done = row_count;
  if done <> wanted then
    raise exception 'stock changed under its row lock' using errcode = 'ST500';
  end if;

  -- By size: one update per size, of the lines' quantities.
  select count(distinct i.variant_id) into wanted
    from public.order_items i join public.products p on p.id = i.product_id
   where i.order_id = p_order_id and p.stock_mode = 'size';
  update public.product_variants v set stock = v.stock - t.quantity
    from (select i.variant_id, i.product_id, sum(i.quantity)::int as quantity
            from public.order_items i join public.products pp on pp.id = i.product_id
           where i.order_id = p_order_id and pp.stock_mode = 'size'
           group by i.variant_id, i.product_id) t
   where v.id = t.variant_id and v.product_id = t.product_id and v.stock >= t.quantity;
  get diagnostics done = row_count;
  if done <> wanted then
    raise exception 'stock changed under its row lock' using errcode = 'ST500';
  end if;

  update public.order_items i
     set stock_source = p.stock_mode,
         stock_amount = case when p.stock_mode = 'bulk' then coalesce(i.size, 0) * i.quantity else i.quantity end
    from public.products p
   where i.order_id = p_order_id and p.id = i.product_id
     and (i.stock_source is distinct from p.stock_mode
          or i.stock_amount is distinct from
             (case when p.stock_mode = 'bulk' then coalesce(i.size, 0) * i.quantity else i.quantity end));
  get diagnostics rewritten = row_count;
  return rewritten;
end;
$$;

revoke execute on function public.take_order_stock(bigint) from public, anon, authenticated;
grant execute on function public.take_order_stock(bigint) to service_role;
