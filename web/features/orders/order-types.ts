import type { InferResponseType } from "hono/client";
import type { api } from "../../lib/api.ts";

/**
 * An order as the server shows it to its customer (POST /api/orders, GET /api/orders/:id?token=), typed
 * from the Worker's route so the two cannot drift apart.
 */
export type OrderView = InferResponseType<(typeof api.orders)[":id"]["$get"], 200>["order"];

/**
 * The Mercado Pago payment the order's state rests on (OrderView.payment, null for a bank transfer): its
 * status (approved, pending, in_process, rejected…, or null while none is known), the status in Spanish,
 * and payment_type_id (credit_card, debit_card, ticket…).
 */
export type OrderPayment = NonNullable<OrderView["payment"]>;
