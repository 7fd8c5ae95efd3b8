import type { InferResponseType } from "hono/client";
import type { api } from "../../../lib/api.ts";

// Types of the back office's order answers, inferred from the Worker's routes (types only: no client code).

export type AdminOrderList = InferResponseType<typeof api.admin.orders.$get, 200>;
export type AdminOrderRow = AdminOrderList["items"][number];
export type AdminOrder = InferResponseType<(typeof api.admin.orders)[":id"]["$get"], 200>["order"];
export type BulkMoveResult = InferResponseType<typeof api.admin.orders.bulk.$post, 200>["results"][number];
