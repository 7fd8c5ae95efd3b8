-- A newsletter's mails (about 17 KB each, one per subscriber) keep their outbox row for good: the campaign's
-- 'sent' and 'failed' counts read its status. Their bodies serve nothing once delivered or given up, so the
-- scheduled job clears them 30 days on (worker/services/jobs/prune-campaign-mails.ts): a weekly newsletter to
-- 2,000 subscribers would otherwise add about 1.7 GB a year. This index finds the mails whose bodies are still
-- there, oldest first, without reading the bodies of those already cleared.
create index mail_outbox_campaign_bodies on public.mail_outbox (created_at, id)
  where kind = 'campaign' and text_body <> '';
