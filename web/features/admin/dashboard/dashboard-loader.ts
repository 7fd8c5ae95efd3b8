import type { Dashboard } from "../../../../domain/api/admin.ts";
import { adminJson } from "../auth/admin-fetch.ts";
import { adminRead } from "../shell/admin-data.ts";

/** /admin/dashboard: GET /api/admin/dashboard. */
export function loadDashboard() {
  return { dashboard: adminRead(() => adminJson<Dashboard>("/dashboard")) };
}
