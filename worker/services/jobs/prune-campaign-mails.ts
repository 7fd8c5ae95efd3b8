import { type Database, serviceRole } from "../../db/database.ts";
import { clearCampaignMailBodies } from "../../db/mail-outbox.ts";

/** How long a newsletter mail's body is kept after it was queued (the row and its status stay for good). */
export const CAMPAIGN_MAIL_BODY_DAYS = 30;
/** Bodies cleared per run at most: a run stays short, and a backlog goes a few thousand a minute. */
const PER_RUN = 2000;

export interface PruneCampaignMailsDeps {
  db: Database;
  now: () => Date;
}

/**
 * Clears the bodies of newsletter mails sent (or given up) more than 30 days ago: they are a subscriber's copy,
 * already delivered, and would otherwise fill the database (migration 20261128000100). For the scheduled handler;
 * idempotent, and it never touches a mail still queued.
 */
export async function pruneCampaignMails(deps: PruneCampaignMailsDeps): Promise<{ cleared: number }> {
  const before = new Date(deps.now().getTime() - CAMPAIGN_MAIL_BODY_DAYS * 24 * 60 * 60 * 1000);
  const cleared = await deps.db.run(serviceRole, (tx) => clearCampaignMailBodies(tx, before, PER_RUN));
  return { cleared };
}
