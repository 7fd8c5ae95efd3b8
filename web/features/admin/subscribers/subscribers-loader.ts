import { adminRead } from "../shell/admin-data.ts";
import { fetchDeletions, fetchSubscribers } from "./subscribers-api.ts";

/** /admin/subscribers: how many confirmed subscribers, and the newest; and the 'Mis datos' deletions' log. */
export const loadSubscribers = () => ({ list: adminRead(fetchSubscribers), deletions: adminRead(fetchDeletions) });
