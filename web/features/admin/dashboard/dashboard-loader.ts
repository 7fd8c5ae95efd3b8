import type { Dashboard, ExpiringLotView } from "../../../../domain/api/admin.ts";
import { adminJson } from "../auth/admin-fetch.ts";
import { adminRead } from "../shell/admin-data.ts";

/** /admin/dashboard: GET /api/admin/dashboard, and the lots near expiry (GET /api/admin/traceability/expiring). */
export function loadDashboard() {
  return {
    dashboard: adminRead(() => adminJson<Dashboard>("/dashboard")),
    expiringLots: adminRead(() => adminJson<{ lots: ExpiringLotView[] }>("/traceability/expiring")),
  };
}
