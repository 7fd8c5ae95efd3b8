import type { SiteNotices } from "../../domain/api/content.ts";
import { getJSON } from "./get-json.ts";

/** GET /api/site-notices: the home's banner and the closure (vacation) notice, each possibly null. */
export function getSiteNotices(signal?: AbortSignal): Promise<SiteNotices> {
  return getJSON<SiteNotices>("/site-notices", signal);
}
