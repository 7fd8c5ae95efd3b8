-- Issue 41: the orders desk's 'Por preparar' tab (approved, fulfilment not started or 'En preparación'), its list
-- and its count. Without this index a page of it, or its count capped at 1.001, walked the newest-first index
-- past every handed-over order (tests/bench/admin-orders.ts: ~100 ms at 100,000 orders). The predicate is the
-- one worker/db/admin-orders.ts writes for fulfilment=to_prepare, so the planner matches it.
create index if not exists orders_admin_to_prepare on public.orders (created_at desc, id desc)
  where status = 'approved' and (fulfilment is null or fulfilment = 'preparing');
