import type { OrderInvoice } from "../../domain/api/invoices.ts";
import type { OrderAnswer, OrderView } from "../../domain/api/orders.ts";
import type { OrderDocument } from "../../domain/documents.ts";
import { errorMessage } from "./api.ts";

/** What a look-up of an order by its secret link found: the order page's and the payment result pages' reads. */
export type OrderLookup =
  | { kind: "found"; order: OrderView; invoices: OrderInvoice[]; documents: OrderDocument[] }
  | { kind: "not_found" }
  | { kind: "error"; message: string };

export const NETWORK_ERROR = "No pudimos conectar con la tienda. Revise su conexión e inténtelo nuevamente.";

/** The answer of GET /api/orders/:id or POST …/payment-check: an unknown id and a wrong token look the same (404). */
export async function lookupOf(res: Response): Promise<OrderLookup> {
  if (res.status === 404 || res.status === 400) return { kind: "not_found" };
  if (!res.ok) return { kind: "error", message: await errorMessage(res) };
  const answer = (await res.json()) as OrderAnswer;
  return { kind: "found", order: answer.order, invoices: answer.invoices ?? [], documents: answer.documents ?? [] };
}
