import type { AdminProduct, AdminProductList } from "../../../../domain/api/admin.ts";
import type { FeaturedList, FeaturedPick } from "../../../../domain/api/featured.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

// The back office's calls for 'Destacados' (/api/admin/featured) and its product search (/api/admin/products).

export type { FeaturedList, FeaturedPick };

/** How many products a search shows at once. */
export const SEARCH_PAGE_SIZE = 10;

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

/** Products whose name or code has `q` (drafts too), newest first; with no `q`, the newest. */
export async function searchProducts(
  q: string,
  signal?: AbortSignal,
): Promise<{ items: FeaturedPick[]; total: number }> {
  const params = new URLSearchParams({ page: "1", pageSize: String(SEARCH_PAGE_SIZE) });
  if (q.trim()) params.set("q", q.trim());
  const list = await adminJson<AdminProductList>(`/products?${params}`, signal);
  return { items: list.items.map(toPick), total: list.total };
}

const toPick = (p: AdminProduct): FeaturedPick => ({
  id: p.id,
  name: p.name,
  slug: p.slug,
  code: p.code,
  published: p.published,
  quantity: p.quantity,
  image: p.thumbImages[0]?.url ?? null,
  categoryTitle: p.categoryTitle,
});
