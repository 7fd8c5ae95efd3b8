import type { InferResponseType } from "hono/client";
import type { api } from "../../lib/api.ts";

/**
 * An order as the server shows it to its customer (POST /api/orders, GET /api/orders/:id?token=), typed
 * from the Worker's route so the two cannot drift apart.
 */
export type OrderView = InferResponseType<(typeof api.orders)[":id"]["$get"], 200>["order"];
