-- Issue 38, item 2 (decision 026): a newsletter went out twice after a crash. A batch call's members are now fixed
-- when its idempotency key is made: the claim that forms the call writes `batch_id` (the key, sent as
-- `Idempotency-Key: batch/<batch_id>`) and `batch_formed_at` on exactly the rows it hands to the provider, in the
-- claim's own transaction. A retry re-claims exactly those rows and sends the same payload under the same key; the
-- outcome is written for the whole batch at once. `batch_key` stays the queuing batch the call is formed from.
alter table public.mail_outbox
  add column batch_id uuid,
  add column batch_formed_at timestamptz,
  add constraint mail_outbox_batch_formed check ((batch_id is null) = (batch_formed_at is null));

create index mail_outbox_batch on public.mail_outbox (batch_id) where batch_id is not null;

-- 'held': not sent again automatically because it might already have gone out (the provider said its key was used
-- for another payload, or the key is older than the provider's memory of it); someone checks the provider's log.
alter table public.mail_outbox drop constraint mail_outbox_status_check;
alter table public.mail_outbox
  add constraint mail_outbox_status_check check (status in ('queued', 'sent', 'failed', 'held'));

-- Batches in flight when this runs already used `batch/<batch_key>` as their key: it stays their batch id.
update public.mail_outbox
   set batch_id = batch_key, batch_formed_at = created_at
 where status = 'queued' and batch_key is not null and attempts > 0;
