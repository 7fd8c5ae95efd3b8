import type { FeaturedList, FeaturedPick } from "../../../../domain/api/featured.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

// The back office's calls for 'Destacados' (/api/admin/featured) and its product search (/api/admin/products).

export type { FeaturedList, FeaturedPick };

export const fetchFeatured = (signal?: AbortSignal) => adminJson<FeaturedList>("/featured", signal);

/** Saves the whole list in its order; the list as saved. Rejects with the server's reason (AdminApiError). */
export async function saveFeatured(ids: number[]): Promise<FeaturedList> {
  const res = await adminFetch("/featured", {
    method: "PUT",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ ids }),
  });
  return (await res.json()) as FeaturedList;
}
