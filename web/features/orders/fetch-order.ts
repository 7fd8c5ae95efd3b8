import { lookupOf, NETWORK_ERROR, type OrderLookup } from "../../lib/order-lookup.ts";
import { rawParam } from "../../lib/raw-param.ts";

/**
 * GET /api/orders/:id?token=…, the token exactly as the page's raw query string (`search`) carries it
 * (lib/raw-param.ts); an unknown id and a wrong token look the same (404). Never rejects.
 */
export async function fetchOrder(id: string, search: string, signal?: AbortSignal): Promise<OrderLookup> {
  const token = rawParam(search, "token");
  if (!token) return { kind: "not_found" };
  try {
    const res = await fetch(`/api/orders/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`, {
      headers: { accept: "application/json" },
      cache: "no-store",
      signal,
    });
    return await lookupOf(res);
  } catch {
    return { kind: "error", message: NETWORK_ERROR };
  }
}
