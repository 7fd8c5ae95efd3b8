import { adminRead } from "../shell/admin-data.ts";
import { fetchMessages } from "./messages-api.ts";

/** /admin/messages: the newest contact messages, with how many are unread. */
export const loadMessages = () => ({ list: adminRead(fetchMessages) });
