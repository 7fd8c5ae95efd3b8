import type { ListRead } from "../shell/admin-data.ts";
import { adminRead } from "../shell/admin-data.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { fetchCampaign, fetchCampaigns } from "./campaigns-api.ts";

/** /admin/campaigns: the newsletters; ?edit=<id> opens one, ?new=1 a new draft (the list's read is kept). */
export const loadCampaigns = (search: AdminSearch, list: ListRead) => ({
  list: list("campaigns", fetchCampaigns),
  editId: search.edit,
  isNew: search.new !== undefined && search.edit === undefined,
  open: search.edit !== undefined ? adminRead(() => fetchCampaign(search.edit!)) : undefined,
});

export type CampaignsData = ReturnType<typeof loadCampaigns>;
