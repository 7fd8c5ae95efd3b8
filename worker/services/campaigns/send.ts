import {
  campaignMailProducts,
  finishCampaign,
  queueCampaignBatch,
  type SendingCampaign,
  sendingCampaigns,
} from "../../db/campaigns.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { enqueueMail } from "../../db/mail-outbox.ts";
import { readMailShop } from "../mail/render.ts";
import { campaignMail, campaignMailTemplate, UNSUBSCRIBE_MARK } from "./mail.ts";

// Sending a newsletter (decision 026): the mails are queued in the outbox in batches of CAMPAIGN_BATCH, each batch
// one transaction (its outbox rows and delivery rows together), right after the owner's 'Enviar' and then by the
// scheduled job every minute until every recipient has one. A crash loses at most the batch in flight, which
// the next run queues again; the (campaign, subscriber) key makes a second mail to an address impossible.

/** Mails per queued batch: Resend's batch endpoint takes up to 100 messages per call. */
export const CAMPAIGN_BATCH = 100;
/** Batches one run queues at most (the rest waits for the next minute). */
export const CAMPAIGN_BATCHES_PER_RUN = 10;

export interface CampaignDeps {
  db: Database;
  siteUrl: string;
  now: () => Date;
}

/** The campaign's mail to the admin's own address, subject marked as a test. Returns the queued mail's id. */
export async function queueTestMail(
  deps: CampaignDeps,
  campaign: { subject: string; blocks: SendingCampaign["blocks"]; productIds: number[] },
  to: string,
): Promise<number> {
  return deps.db.run(serviceRole, async (tx) => {
    const products = await campaignMailProducts(tx, campaign.productIds);
    const mail = campaignMail(deps.siteUrl, await readMailShop(tx), campaign, products);
    // A test has no subscriber of its own: its unsubscribe link opens the page, which explains itself.
    const page = new URL("/newsletter/unsubscribe", deps.siteUrl).toString();
    return enqueueMail(tx, {
      to,
      subject: `[Prueba] ${campaign.subject}`,
      html: mail.html.replaceAll(UNSUBSCRIBE_MARK, page),
      text: mail.text.replaceAll(UNSUBSCRIBE_MARK, page),
      kind: "campaign_test",
    });
  });
}

export interface CampaignRunReport {
  /** Mails queued by this run. */
  queued: number;
  /** Their outbox ids, for delivery right away. */
  mailIds: number[];
  /** Campaigns that got their last mails queued. */
  finished: number;
}

/**
 * Queues the next batches of every campaign being sent (or only `onlyId`), at most `maxBatches` in all, and marks a
 * campaign sent when no recipient is left. Safe to run twice at once (the campaign row is locked per batch).
 */
export async function queueCampaignMails(
  deps: CampaignDeps,
  options: { onlyId?: number; maxBatches?: number; batchSize?: number } = {},
): Promise<CampaignRunReport> {
  const report: CampaignRunReport = { queued: 0, mailIds: [], finished: 0 };
  const batchSize = options.batchSize ?? CAMPAIGN_BATCH;
  let budget = options.maxBatches ?? CAMPAIGN_BATCHES_PER_RUN;
  const campaigns = await deps.db.run(serviceRole, sendingCampaigns);
  for (const campaign of campaigns) {
    if (options.onlyId !== undefined && campaign.id !== options.onlyId) continue;
    // The products and the shop's contact as they are when the campaign's run starts.
    const [products, shop] = await deps.db.run(
      serviceRole,
      async (tx) => [await campaignMailProducts(tx, campaign.productIds), await readMailShop(tx)] as const,
    );
    const template = campaignMailTemplate(deps.siteUrl, shop, campaign, products);
    while (budget > 0) {
      budget--;
      const ids = await deps.db.run(serviceRole, (tx) => queueCampaignBatch(tx, campaign, template, batchSize));
      report.queued += ids.length;
      report.mailIds.push(...ids);
      if (ids.length < batchSize) {
        await deps.db.run(serviceRole, (tx) => finishCampaign(tx, campaign.id, deps.now()));
        report.finished++;
        break;
      }
    }
    if (budget === 0) break;
  }
  return report;
}
