import { useEffect } from "react";
import type { CampaignDetail } from "../../../../domain/api/campaigns.ts";
import { campaignFacts } from "./campaign-facts.ts";

/** How far the sending went; while it goes on, read again every 5 seconds. */
export function CampaignProgress({ campaign, onTick }: { campaign: CampaignDetail; onTick: () => void }) {
  const sending = campaign.status === "sending";
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(onTick, 5000);
    return () => clearInterval(timer);
  }, [sending, onTick]);
  const done = campaign.recipients === 0 ? 1 : (campaign.sent + campaign.failed) / campaign.recipients;
  return (
    <div className="admin-campaigns__progress" role="status">
      <p>{campaignFacts(campaign)}</p>
      <progress max={100} value={Math.round(done * 100)} aria-label="Progreso del envío">
        {Math.round(done * 100)} %
      </progress>
    </div>
  );
}
