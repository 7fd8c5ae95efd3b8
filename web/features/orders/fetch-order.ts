import { errorMessage } from "../../lib/api.ts";
import type { OrderView } from "./order-types.ts";

export type OrderLookup =
  | { kind: "found"; order: OrderView }
  | { kind: "not_found" }
  | { kind: "error"; message: string };

/** GET /api/orders/:id?token=…; an unknown id and a wrong token look the same (404). */
export async function fetchOrder(id: string, token: string): Promise<OrderLookup> {
  try {
    const res = await fetch(`/api/orders/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`, {
      headers: { accept: "application/json" },
      cache: "no-store",
    });
    if (res.status === 404 || res.status === 400) return { kind: "not_found" };
    if (!res.ok) return { kind: "error", message: await errorMessage(res) };
    const body = (await res.json()) as { order: OrderView };
    return { kind: "found", order: body.order };
  } catch {
    return { kind: "error", message: "No pudimos conectar con la tienda. Revise su conexión e inténtelo nuevamente." };
  }
}
