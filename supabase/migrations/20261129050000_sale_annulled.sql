-- Issue 38, item 8: an approved sale the owner undid ('Anular venta', decision 027) is a cancelled order, but not a
-- rejected one: the order page, its timeline, the desk, the mails and the CSVs call it 'Anulado'. The order service
-- sets the flag on that move and clears it when the order leaves 'cancel' again (worker/db/order-moves.ts); orders
-- annulled before this migration are found by their history: the last move that changed their status.
alter table public.orders
  add column sale_annulled boolean not null default false;

update public.orders o
   set sale_annulled = true
 where o.status = 'cancel'
   and (select h.event
          from public.order_status_history h
         where h.order_id = o.id and h.from_status is distinct from h.to_status
         order by h.created_at desc, h.id desc
         limit 1) = 'cancel_sale';
