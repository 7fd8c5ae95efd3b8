import { errorMessage } from "../../lib/api.ts";
import type { OrderLookup } from "../orders/fetch-order.ts";
import type { OrderView } from "../orders/order-types.ts";

const NETWORK = "No pudimos conectar con la tienda. Revise su conexión e inténtelo nuevamente.";

/**
 * POST /api/orders/:id/payment-check?token=…: the server asks Mercado Pago about the payment (the id from
 * the return URL is only a hint: the server never trusts it) and answers with the order as it now stands.
 * An unknown id and a wrong token look the same (404).
 */
export async function checkPayment(id: string, token: string, paymentId?: string): Promise<OrderLookup> {
  try {
    const res = await fetch(`/api/orders/${encodeURIComponent(id)}/payment-check?token=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(paymentId ? { paymentId } : {}),
      cache: "no-store",
    });
    // A payment id the server refuses is only a bad hint: ask about the order alone.
    if (res.status === 400 && paymentId) return checkPayment(id, token);
    if (res.status === 404 || res.status === 400) return { kind: "not_found" };
    if (!res.ok) return { kind: "error", message: await errorMessage(res) };
    const body = (await res.json()) as { order: OrderView };
    return { kind: "found", order: body.order };
  } catch {
    return { kind: "error", message: NETWORK };
  }
}
