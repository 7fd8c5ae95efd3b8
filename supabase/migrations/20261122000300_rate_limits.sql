-- Rate limits (docs/decisions/006-rate-limits.md): one row per bucket, client and fixed time window,
-- counted by the Worker before it does a request's work. Only the Worker's service role touches it.

create table public.rate_limits (
  -- What is limited: 'order', 'receipt-upload', 'newsletter', ...
  bucket text not null check (bucket ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- Keyed hash (HMAC-SHA-256, hex) of the client address or account; never the address itself.
  key_hash text not null check (key_hash ~ '^[0-9a-f]{64}$'),
  window_start timestamptz not null,
  -- When the window closes: the answer to Retry-After, and what the prune job deletes by.
  window_end timestamptz not null check (window_end > window_start),
  hits integer not null default 1 check (hits > 0),
  primary key (bucket, key_hash, window_start)
);
create index rate_limits_expiry on public.rate_limits (window_end);
alter table public.rate_limits enable row level security;
-- No policies: anon and authenticated can neither read nor write it; the service role bypasses RLS.
