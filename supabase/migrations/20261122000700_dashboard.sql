-- The back office's dashboard (worker/db/dashboard.ts): approved sales per Montevideo month over the last
-- 12 months, and the month's best sellers, are range scans of approved orders by created_at.
-- Without this index the window is read through an index on (status, created_at) or the admin list's,
-- visiting the heap for every row to read its total. This one holds only approved orders and carries
-- total and id, so both queries are index-only scans. EXPLAIN ANALYZE on PGlite with 100,000 orders
-- (28,000 approved in the 12 months; one scan of the window bucketed by width_bucket, the first form of
-- the query): 40-70 ms with this index instead of 65-170 ms without it, no heap fetches. (The
-- pending-transfer queries take under 2 ms on orders_by_status and need nothing.)
create index orders_sales on public.orders (created_at) include (total, id) where status = 'approved';
