-- Transactional outbox: every message is written in the same transaction as the change that causes it
-- (an order, later a payment or a status change), delivered after the commit, and retried by the
-- scheduled job with backoff until it is sent or marked failed for good. `delivery_key` is sent to the
-- mail provider as its idempotency key, so a retry after a crash never sends a message twice.

alter table public.mail_outbox
  add column from_address text,
  add column reply_to text,
  add column headers jsonb not null default '{}'::jsonb check (jsonb_typeof(headers) = 'object'),
  add column delivery_key uuid not null default gen_random_uuid() unique,
  add column attempts integer not null default 0 check (attempts >= 0),
  add column next_attempt_at timestamptz not null default now(),
  -- A delivery in progress holds the row until then; a crashed one is picked up again afterwards.
  add column locked_until timestamptz;

-- No header may carry a line break (header injection).
alter table public.mail_outbox
  add constraint mail_outbox_single_line_headers check (
    to_address !~ '[\r\n]' and subject !~ '[\r\n]'
    and coalesce(reply_to, '') !~ '[\r\n]' and coalesce(from_address, '') !~ '[\r\n]');

-- What the job looks for: queued messages that are due.
create index mail_outbox_due on public.mail_outbox (next_attempt_at, id) where status = 'queued';
