-- Issue 43 (session 23, 'Unpaid orders'): an order waiting for a payment that can run out (an Abitab / RedPagos
-- ticket, a bank transfer without its receipt) gets one reminder a day before. The stamp is set in the transaction
-- that writes the reminder to the outbox (worker/services/orders/unpaid-reminders.ts), so the mail exists if and
-- only if the stamp does: once per order, also with two scheduled runs at once. Orders placed before this migration
-- keep a null stamp and are reminded only if they are still inside their window.
alter table public.orders
  add column payment_reminder_at timestamptz;

-- What the job looks for every minute: orders still waiting, not yet reminded, by age.
create index if not exists orders_unpaid_reminder_due on public.orders (created_at)
  where status = 'pending' and payment_reminder_at is null;
