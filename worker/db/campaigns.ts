import type { CampaignDetail, CampaignProduct, CampaignSummary } from "../../domain/api/campaigns.ts";
import type { BodyBlock } from "../../domain/campaign-body.ts";
import type { CampaignInput } from "../../domain/schemas/campaign.ts";
import type { Tx } from "./database.ts";

// Newsletters (tables campaigns and campaign_deliveries, migration 20261125001000; decision 026). The back office
// reads and writes drafts under the admin's claims (RLS); the sending job queues mails as the service role.

const summaryColumns = (tx: Tx) => tx`
  c.id::int, c.subject, c.status, c.recipients, c.queued,
  coalesce(d.sent, 0)::int as sent, coalesce(d.failed, 0)::int as failed, coalesce(d.unsubscribed, 0)::int as unsubscribed,
  c.test_sent_at as "testSentAt", c.send_started_at as "sendStartedAt", c.sent_at as "sentAt",
  c.created_at as "createdAt", c.updated_at as "updatedAt"`;

/** What became of a campaign's mails: sent, failed for good, and recipients who unsubscribed since it went out. */
const deliveryCounts = (tx: Tx) => tx`
  left join lateral (
    select count(*) filter (where m.status = 'sent') as sent,
           count(*) filter (where m.status = 'failed') as failed,
           count(*) filter (where s.status = 'unsubscribed' and s.unsubscribed_at >= c.send_started_at) as unsubscribed
      from campaign_deliveries cd
      left join mail_outbox m on m.id = cd.mail_id
      join newsletter_subscribers s on s.id = cd.subscriber_id
     where cd.campaign_id = c.id) d on true`;

export async function listCampaigns(tx: Tx, limit = 100): Promise<CampaignSummary[]> {
  return tx<CampaignSummary[]>`
    select ${summaryColumns(tx)} from campaigns c ${deliveryCounts(tx)}
     order by c.created_at desc, c.id desc limit ${limit}`;
}

export async function findCampaign(tx: Tx, id: number): Promise<CampaignDetail | undefined> {
  const [row] = await tx<(CampaignSummary & { body: string; blocks: BodyBlock[]; productIds: number[] })[]>`
    select ${summaryColumns(tx)}, c.body, c.body_blocks as blocks, to_json(c.product_ids) as "productIds"
      from campaigns c ${deliveryCounts(tx)} where c.id = ${id}`;
  if (!row) return undefined;
  const { productIds, ...campaign } = row;
  return { ...campaign, products: await campaignProducts(tx, productIds.map(Number)) };
}

/** The campaign's products in its order (a product deleted since is left out). */
async function campaignProducts(tx: Tx, ids: readonly number[]): Promise<CampaignProduct[]> {
  if (ids.length === 0) return [];
  return tx<CampaignProduct[]>`
    select p.id::int, p.name, p.slug, coalesce(p.code, '') as code, p.published, p.quantity,
           p.thumb_images[1] as image, c.title as "categoryTitle"
      from unnest(${`{${ids.join(",")}}`}::bigint[]) with ordinality t (id, n) join products p on p.id = t.id
      left join categories c on c.id = p.category_id
     order by t.n`;
}

/** The ids of `ids` that name no product. */
export async function missingProducts(tx: Tx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await tx<{ id: number }[]>`
    select id::int from products where id = any(${`{${ids.join(",")}}`}::bigint[])`;
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export async function createCampaign(tx: Tx, input: CampaignInput): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into campaigns (subject, body, body_blocks, product_ids)
    values (${input.subject}, ${input.body}, ${tx.json(input.blocks as never)}, ${`{${input.productIds.join(",")}}`}::bigint[])
    returning id::int`;
  return row!.id;
}

/** Saves a draft. 'missing': no such campaign; 'not_draft': it is sending or sent and can no longer change. */
export async function updateCampaign(
  tx: Tx,
  id: number,
  input: CampaignInput,
  now: Date,
): Promise<"ok" | "missing" | "not_draft"> {
  const [row] = await tx<{ status: string }[]>`select status from campaigns where id = ${id} for update`;
  if (!row) return "missing";
  if (row.status !== "draft") return "not_draft";
  await tx`
    update campaigns
       set subject = ${input.subject}, body = ${input.body}, body_blocks = ${tx.json(input.blocks as never)},
           product_ids = ${`{${input.productIds.join(",")}}`}::bigint[], updated_at = ${now}
     where id = ${id}`;
  return "ok";
}

export async function deleteDraftCampaign(tx: Tx, id: number): Promise<"ok" | "missing" | "not_draft"> {
  const [row] = await tx<{ status: string }[]>`select status from campaigns where id = ${id} for update`;
  if (!row) return "missing";
  if (row.status !== "draft") return "not_draft";
  await tx`delete from campaigns where id = ${id}`;
  return "ok";
}

export async function markTestSent(tx: Tx, id: number, now: Date) {
  await tx`update campaigns set test_sent_at = ${now} where id = ${id}`;
}

/**
 * Starts sending a draft: from now on it goes to the subscribers confirmed at `now` (their number is kept).
 * Returns that number, or the reason it cannot start.
 */
export async function startSending(
  tx: Tx,
  id: number,
  now: Date,
): Promise<{ recipients: number } | "missing" | "not_draft"> {
  const [row] = await tx<{ status: string }[]>`select status from campaigns where id = ${id} for update`;
  if (!row) return "missing";
  if (row.status !== "draft") return "not_draft";
  const [started] = await tx<{ recipients: number }[]>`
    update campaigns
       set status = 'sending', send_started_at = ${now}, updated_at = ${now},
           recipients = (select count(*) from newsletter_subscribers where status = 'confirmed' and confirmed_at <= ${now})
     where id = ${id}
    returning recipients`;
  return started!;
}

/** A campaign being sent, with what the sending job needs to write its mails. */
export interface SendingCampaign {
  id: number;
  subject: string;
  blocks: BodyBlock[];
  productIds: number[];
  sendStartedAt: Date;
}

/** Campaigns still sending (the scheduled job resumes them), oldest first. */
export async function sendingCampaigns(tx: Tx): Promise<SendingCampaign[]> {
  const rows = await tx<(Omit<SendingCampaign, "productIds"> & { productIds: number[] })[]>`
    select id::int, subject, body_blocks as blocks, to_json(product_ids) as "productIds",
           send_started_at as "sendStartedAt"
      from campaigns where status = 'sending' order by id`;
  return rows.map((r) => ({ ...r, productIds: r.productIds.map(Number) }));
}

/** The campaign's mail with the marks that differ per subscriber. */
export interface CampaignMailTemplate {
  html: string;
  text: string;
  /** Replaced in html and text by the subscriber's unsubscribe page, and in the header by the one-click address. */
  unsubscribeMark: string;
  /** Where the unsubscribe page and the one-click endpoint live: '{site}/newsletter/unsubscribe?token='. */
  unsubscribePage: string;
  oneClick: string;
}

/**
 * Queues the campaign's mails to up to `limit` recipients who have none yet, in one statement: the outbox rows and
 * their delivery rows commit together. The campaign row is locked first, so two runs never pick the same
 * subscribers, and the (campaign, subscriber) key refuses a second mail in any case. Recipients are the subscribers
 * confirmed when sending started who are still confirmed now. Returns the queued mails' ids (none: all done).
 */
export async function queueCampaignBatch(
  tx: Tx,
  campaign: Pick<SendingCampaign, "id" | "subject" | "sendStartedAt">,
  mail: CampaignMailTemplate,
  limit: number,
): Promise<number[]> {
  const [locked] = await tx<{ status: string }[]>`select status from campaigns where id = ${campaign.id} for update`;
  if (locked?.status !== "sending") return [];
  const rows = await tx<{ id: number }[]>`
    with picked as (
      select s.id, s.email, s.unsubscribe_token as token
        from newsletter_subscribers s
       where s.status = 'confirmed' and s.confirmed_at <= ${campaign.sendStartedAt}
         and not exists (select 1 from campaign_deliveries cd
                          where cd.campaign_id = ${campaign.id} and cd.subscriber_id = s.id)
       order by s.id
       limit ${limit}),
    mails as (
      insert into mail_outbox (to_address, subject, html, text_body, kind, headers, batch_key)
      select p.email, ${campaign.subject},
             replace(${mail.html}, ${mail.unsubscribeMark}, ${mail.unsubscribePage} || p.token),
             replace(${mail.text}, ${mail.unsubscribeMark}, ${mail.unsubscribePage} || p.token),
             'campaign',
             jsonb_build_object('List-Unsubscribe', '<' || ${mail.oneClick} || p.token || '>',
                                'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'),
             ${crypto.randomUUID()}::uuid
        from picked p
      returning id, to_address),
    delivered as (
      insert into campaign_deliveries (campaign_id, subscriber_id, mail_id)
      select ${campaign.id}, p.id, m.id from picked p join mails m on m.to_address = p.email
      returning mail_id)
    select mail_id::int as id from delivered order by mail_id`;
  const ids = rows.map((r) => r.id);
  if (ids.length > 0) await tx`update campaigns set queued = queued + ${ids.length} where id = ${campaign.id}`;
  return ids;
}

/** Marks a campaign sent once every recipient has a mail queued. */
export async function finishCampaign(tx: Tx, id: number, now: Date) {
  await tx`update campaigns set status = 'sent', sent_at = ${now}, updated_at = ${now} where id = ${id} and status = 'sending'`;
}

/** What a newsletter's product card shows (the storefront card's price: the product's own, the lowest size's). */
export interface CampaignMailProduct {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  price: number;
  finalPrice: number;
}

/** The published products of a campaign, in its order (drafts and deleted products are left out of the mail). */
export async function campaignMailProducts(tx: Tx, ids: readonly number[]): Promise<CampaignMailProduct[]> {
  if (ids.length === 0) return [];
  return tx<CampaignMailProduct[]>`
    select p.id::int, p.name, p.slug, p.thumb_images[1] as image, p.price::float8 as price,
           p.final_price::float8 as "finalPrice"
      from unnest(${`{${ids.join(",")}}`}::bigint[]) with ordinality t (id, n)
      join products p on p.id = t.id and p.published
     order by t.n`;
}
