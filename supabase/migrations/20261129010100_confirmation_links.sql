-- Issue 38, item 9 (docs/decisions/025-stock-alerts.md, 013-contact-and-newsletter.md): asking again for the same
-- stock alert, or subscribing again while pending, replaced the request's one token hash, so the link of the first
-- mail answered 'no es válido o ya fue usado'. Each mailed link now has its own row: every link of a request
-- confirms that request until its own expiry, and once the request is confirmed every one of them answers
-- 'already confirmed'. Only the SHA-256 of a link's 256-bit token is stored, as before. The rows go with their
-- request (on delete cascade); the newsletter's go when the address unsubscribes (its links stop working, as
-- before). Only the Worker (service role) reads or writes them: RLS on, no policy, no grant to the API roles.

create table public.stock_alert_confirm_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  alert_id bigint not null references public.stock_alerts (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index stock_alert_confirm_links_alert on public.stock_alert_confirm_links (alert_id);
alter table public.stock_alert_confirm_links enable row level security;
revoke all on public.stock_alert_confirm_links from anon, authenticated;

insert into public.stock_alert_confirm_links (token_hash, alert_id, expires_at)
  select confirm_token_hash, id, confirm_expires_at from public.stock_alerts where confirm_token_hash is not null;
-- The unique index on the hash and the check pairing it with its expiry go with the columns.
alter table public.stock_alerts drop column confirm_token_hash, drop column confirm_expires_at;

create table public.newsletter_confirm_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  subscriber_id bigint not null references public.newsletter_subscribers (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index newsletter_confirm_links_subscriber on public.newsletter_confirm_links (subscriber_id);
alter table public.newsletter_confirm_links enable row level security;
revoke all on public.newsletter_confirm_links from anon, authenticated;

insert into public.newsletter_confirm_links (token_hash, subscriber_id, expires_at)
  select confirm_token_hash, id, confirm_expires_at from public.newsletter_subscribers
   where confirm_token_hash is not null;
alter table public.newsletter_subscribers drop column confirm_token_hash, drop column confirm_expires_at;
