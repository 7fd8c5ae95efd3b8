import type { CampaignAnswer, CampaignList, CampaignPreview } from "../../../../domain/api/campaigns.ts";
import type { CampaignInput } from "../../../../domain/schemas/campaign.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

// The back office's calls for 'Newsletters' (worker/routes/admin/campaigns.ts).

export const fetchCampaigns = (signal?: AbortSignal) => adminJson<CampaignList>("/campaigns", signal);
export const fetchCampaign = (id: number, signal?: AbortSignal) =>
  adminJson<CampaignAnswer>(`/campaigns/${id}`, signal);

async function send<T>(path: `/${string}`, method: string, body?: unknown): Promise<T> {
  const res = await adminFetch(path, {
    method,
    headers: { "content-type": "application/json", accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as T;
}

/** Creates (no id) or saves a draft; the campaign as saved. */
export const saveCampaign = (id: number | undefined, input: CampaignInput) =>
  id === undefined
    ? send<CampaignAnswer>("/campaigns", "POST", input)
    : send<CampaignAnswer>(`/campaigns/${id}`, "PUT", input);

export const deleteCampaign = (id: number) => send<{ id: number }>(`/campaigns/${id}`, "DELETE");
export const previewCampaign = (input: CampaignInput) => send<CampaignPreview>("/campaigns/preview", "POST", input);
export const sendTestCampaign = (id: number) => send<{ to: string }>(`/campaigns/${id}/test`, "POST");
export const sendCampaign = (id: number, recipients: number) =>
  send<CampaignAnswer>(`/campaigns/${id}/send`, "POST", { recipients });
