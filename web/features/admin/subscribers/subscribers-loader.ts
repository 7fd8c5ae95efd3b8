import { adminRead } from "../shell/admin-data.ts";
import { fetchSubscribers } from "./subscribers-api.ts";

/** /admin/subscribers: how many confirmed subscribers, and the newest. */
export const loadSubscribers = () => ({ list: adminRead(fetchSubscribers) });
