import { lookupOf, NETWORK_ERROR, type OrderLookup } from "../../lib/order-lookup.ts";
import { readReturnParams } from "./return-params.ts";

/** What a return page found: an order look-up, or no order named at all (/failure without ?order=). */
export type PaymentLookup = OrderLookup | { kind: "no_order" };

/**
 * POST /api/orders/:id/payment-check?token=…: the server asks Mercado Pago about the payment (the id from
 * the return URL is only a hint: the server never trusts it) and answers with the order as it now stands.
 * An unknown id and a wrong token look the same (404). Never rejects.
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
    return await lookupOf(res);
  } catch {
    return { kind: "error", message: NETWORK_ERROR };
  }
}

/**
 * The loader of /success/{id}, /pending/{id} and /failure: the order the return URL names (the path's id, else
 * ?order= or ?external_reference=) checked with its token from the raw query string (return-params.ts).
 */
export function checkReturn(pathId: string | undefined, search: string): Promise<PaymentLookup> {
  const { orderId, token, paymentId } = readReturnParams(search);
  const id = pathId ?? orderId;
  if (!id) return Promise.resolve({ kind: "no_order" });
  if (!token) return Promise.resolve({ kind: "not_found" });
  return checkPayment(id, token, paymentId);
}
