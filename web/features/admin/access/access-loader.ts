import { adminRead } from "../shell/admin-data.ts";
import { fetchAdminAccounts } from "./access-api.ts";

/** /admin/access: the admins. */
export const loadAccess = () => ({ list: adminRead(fetchAdminAccounts) });
