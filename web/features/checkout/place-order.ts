import type { ShortItem } from "../../../domain/api/cart.ts";
import type { OrderView, PlacedOrder } from "../../../domain/api/orders.ts";
import type { OrderRequestInput } from "../../../domain/schemas/checkout.ts";
import { accountAuthorization } from "../../lib/account/stored-session.ts";
import { fieldDetails } from "../../lib/api.ts";

// POST /api/orders. The body carries ids, quantities and the customer's choices, never a price or a
// total: the server prices the order from the database.

export type PlaceOrderResult =
  /** Mercado Pago orders carry where the buyer pays (checkoutUrl); bank transfers carry null. */
  | { kind: "created"; order: OrderView; checkoutUrl: string | null }
  | { kind: "invalid"; message: string; fields: { path: string; message: string }[] }
  | { kind: "short"; code: "out_of_stock" | "unknown_items"; message: string; items: ShortItem[] }
  /**
   * Mercado Pago could not take the order. `retry`: the payment could not be prepared this time (502); the
   * order may exist, so the SAME key is sent again. Otherwise the shop does not offer it (nothing written).
   */
  | { kind: "payment_unavailable"; message: string; retry: boolean }
  /** Nothing was written: the same request may be fixed and sent again with a new key. */
  | { kind: "refused"; code: string; message: string }
  /** The answer was lost or the server failed: retry with the SAME key (it may have been placed). */
  | { kind: "retry"; message: string };

const NETWORK = "No pudimos conectar con la tienda. Revise su conexión e inténtelo nuevamente.";
const GENERIC = "Ha ocurrido un error, inténtelo más tarde.";

interface ErrorBody {
  error?: { code?: string; message?: string; details?: unknown };
}

function shortItems(details: unknown): ShortItem[] {
  const items = details && typeof details === "object" ? (details as { items?: unknown }).items : undefined;
  if (!Array.isArray(items)) return [];
  return items.filter(
    (i): i is ShortItem =>
      !!i && typeof i === "object" && Number.isInteger(i.productId) && Number.isInteger(i.variantId),
  );
}

export async function placeOrder(body: OrderRequestInput): Promise<PlaceOrderResult> {
  let res: Response;
  try {
    res = await fetch("/api/orders", {
      method: "POST",
      // Signed in to 'Mi cuenta': the order is the account's (issue 43; the server verifies the token).
      headers: { "content-type": "application/json", accept: "application/json", ...(await accountAuthorization()) },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: "retry", message: NETWORK };
  }
  if (res.ok) {
    try {
      const data = (await res.json()) as PlacedOrder;
      return { kind: "created", order: data.order, checkoutUrl: data.checkoutUrl ?? null };
    } catch {
      return { kind: "retry", message: GENERIC };
    }
  }
  const data = (await res.json().catch(() => ({}))) as ErrorBody;
  const code = data.error?.code ?? "";
  const message = data.error?.message ?? GENERIC;
  if (code === "payment_unavailable") return { kind: "payment_unavailable", message, retry: res.status >= 500 };
  if (res.status >= 500 || res.status === 429 || res.status === 408) return { kind: "retry", message };
  if (code === "out_of_stock" || code === "unknown_items") {
    return { kind: "short", code, message, items: shortItems(data.error?.details) };
  }
  // A field the server refuses with its own code (DGI's threshold for the cédula) comes back the same way.
  if (code === "invalid_input" || code === "buyer_document_required") {
    return { kind: "invalid", message, fields: fieldDetails(data.error?.details) };
  }
  return { kind: "refused", code, message };
}

/** A fresh idempotency key: one per checkout attempt, reused on retries and double clicks. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
