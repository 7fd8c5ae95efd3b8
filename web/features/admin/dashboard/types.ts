import type { InferResponseType } from "hono/client";
import type { api } from "../../../lib/api.ts";

/** GET /api/admin/dashboard, typed from the Worker's route. */
export type Dashboard = InferResponseType<typeof api.admin.dashboard.$get, 200>;
export type MonthSales = Dashboard["last12"][number];
