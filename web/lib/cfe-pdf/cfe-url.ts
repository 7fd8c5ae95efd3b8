import type { InvoiceKind } from "../../../domain/invoices.ts";

// Where a customer's CFE lives, for the order page and the mail's link (worker/services/orders/mail-parts.ts writes
// the same page address: /shop/order/<id>/cfe/<kind>?token=…).

/** GET /api/orders/:id/cfe/:kind?token=…: the CFE's data (CfePrint) for the order's token holder. */
export const cfeApiUrl = (orderId: number | string, kind: InvoiceKind, token: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/cfe/${kind}?token=${encodeURIComponent(token)}`;

export function isInvoiceKind(value: string): value is InvoiceKind {
  return value === "cfe" || value === "credit_note";
}
