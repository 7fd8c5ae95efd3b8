import type { BodyBlock } from "../campaign-body.ts";
import type { FeaturedPick } from "./featured.ts";

// The back office's 'Newsletters' (/api/admin/campaigns), as the Worker builds it (worker/db/campaigns.ts) and
// web/features/admin/campaigns/ reads it.

export type CampaignStatus = "draft" | "sending" | "sent";

/** A campaign in the list: its state and what became of its mails. */
export interface CampaignSummary {
  id: number;
  subject: string;
  status: CampaignStatus;
  /** Confirmed subscribers it goes to (fixed when sending starts; 0 for a draft). */
  recipients: number;
  /** Mails queued so far. */
  queued: number;
  sent: number;
  failed: number;
  /** Its recipients who unsubscribed after it started going out. */
  unsubscribed: number;
  testSentAt: string | null;
  sendStartedAt: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A product card of a newsletter, as the editor shows it (the shape of the featured list's picker). */
export type CampaignProduct = FeaturedPick;

export interface CampaignDetail extends CampaignSummary {
  body: string;
  blocks: BodyBlock[];
  products: CampaignProduct[];
}

/** GET /api/admin/campaigns. */
export interface CampaignList {
  items: CampaignSummary[];
  /** Confirmed subscribers now: 'Enviar a N suscriptores'. */
  subscribers: number;
}

/** GET /api/admin/campaigns/:id. */
export interface CampaignAnswer {
  campaign: CampaignDetail;
  subscribers: number;
}

/** POST /api/admin/campaigns/preview: the mail as it is sent. */
export interface CampaignPreview {
  subject: string;
  html: string;
  text: string;
}
