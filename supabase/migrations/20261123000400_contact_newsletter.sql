-- Contact messages and the newsletter's double opt-in (issue 13).
--
-- Newsletter: an address counts only once its owner confirmed it from the link mailed to it. The
-- confirmation token is single use and expires (the Worker stores only its SHA-256); the unsubscribe token
-- stays with the address for the one-click link and the List-Unsubscribe header of every newsletter mail.
-- Addresses from before this change never confirmed: they stay 'pending' and do not count until their
-- owner subscribes again. Only the Worker (service role) writes these rows; admins read them (RLS below).

alter table public.newsletter_subscribers
  add column status text not null default 'pending'
    check (status in ('pending', 'confirmed', 'unsubscribed')),
  add column confirm_token_hash text check (confirm_token_hash ~ '^[0-9a-f]{64}$'),
  add column confirm_expires_at timestamptz,
  add column confirmed_at timestamptz,
  add column unsubscribed_at timestamptz,
  add column unsubscribe_token text not null
    default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    check (length(unsubscribe_token) >= 32),
  add constraint newsletter_subscribers_confirmed_at check (status <> 'confirmed' or confirmed_at is not null),
  add constraint newsletter_subscribers_token_expiry check ((confirm_token_hash is null) = (confirm_expires_at is null));

create unique index newsletter_subscribers_confirm_token on public.newsletter_subscribers (confirm_token_hash)
  where confirm_token_hash is not null;
create unique index newsletter_subscribers_unsubscribe_token on public.newsletter_subscribers (unsubscribe_token);
-- The back office's list and export: confirmed subscribers, newest confirmation first.
create index newsletter_subscribers_confirmed on public.newsletter_subscribers (confirmed_at desc, id desc)
  where status = 'confirmed';

-- Contact messages: the back office marks them read or unread.
alter table public.contact_messages
  add column read_at timestamptz;

create index contact_messages_newest on public.contact_messages (created_at desc, id desc);

create policy "Admins can mark contact messages read" on public.contact_messages
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
