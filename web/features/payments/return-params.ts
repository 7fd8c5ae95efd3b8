import { rawParam } from "../../lib/raw-param.ts";

/**
 * What Mercado Pago's return URL carries (/success/{id}?token=…&payment_id=…&status=…, /failure?order=…).
 * Read from the raw query string (lib/raw-param.ts): the router parses search values as JSON, which would turn an
 * all-digit token or payment id into a number. Only the order's token and the payment id are used, and the payment
 * id only as a hint for the server's own look-up: a status in the URL is never believed.
 */
export interface ReturnParams {
  orderId?: string;
  token?: string;
  paymentId?: string;
}

export function readReturnParams(search: string): ReturnParams {
  const paymentId = rawParam(search, "payment_id") ?? rawParam(search, "collection_id");
  return {
    orderId: rawParam(search, "order") ?? rawParam(search, "external_reference"),
    token: rawParam(search, "token"),
    // Mercado Pago sends digits; anything else is not a payment id worth asking about.
    paymentId: paymentId && /^\d{1,20}$/.test(paymentId) ? paymentId : undefined,
  };
}
