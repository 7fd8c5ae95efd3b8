-- Issue 40: the foreign keys of its new tables get the indexes the database linter asks for (tests/db/lint.test.ts):
-- a withdrawal line is looked up by its order line (a second request for the same units), and a 'Mis datos' link by
-- the deletion it led to.
create index if not exists withdrawal_lines_order_item_id_idx on public.withdrawal_lines (order_item_id);
create index if not exists my_data_links_deletion_idx on public.my_data_links (deletion_id);
