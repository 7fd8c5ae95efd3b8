/**
 * What Mercado Pago's return URL carries (/success/{id}?token=…&payment_id=…&status=…, /failure?order=…).
 * Read from the raw query string: the router parses search values as JSON, which would turn an all-digit
 * token or payment id into a number. Only the order's token and the payment id are used, and the payment id
 * only as a hint for the server's own look-up: a status in the URL is never believed.
 */
export interface ReturnParams {
  orderId?: string;
  token?: string;
  paymentId?: string;
}

function clean(value: string | null): string | undefined {
  if (!value || value === "null") return undefined;
  const unquoted = value.length > 1 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  return unquoted.trim() || undefined;
}

export function readReturnParams(search: string = window.location.search): ReturnParams {
  const query = new URLSearchParams(search);
  const paymentId = clean(query.get("payment_id")) ?? clean(query.get("collection_id"));
  return {
    orderId: clean(query.get("order")) ?? clean(query.get("external_reference")),
    token: clean(query.get("token")),
    // Mercado Pago sends digits; anything else is not a payment id worth asking about.
    paymentId: paymentId && /^\d{1,20}$/.test(paymentId) ? paymentId : undefined,
  };
}
