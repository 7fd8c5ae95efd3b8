import type { AdminProduct, AdminProductList } from "../../../../domain/api/admin.ts";
import type { FeaturedPick } from "../../../../domain/api/featured.ts";
import { adminJson } from "../auth/admin-fetch.ts";

// The back office's product search (/api/admin/products), shared by the pickers of 'Destacados', 'Cupones' and
// 'Newsletters' (ProductPicker.tsx) and the line builders of 'Nuevo pedido' and 'Cotizaciones' (ProductFinder.tsx).

/** How many products a search shows at once. */
export const SEARCH_PAGE_SIZE = 10;

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

/** Products whose name or code has `q`, whole (with their sizes): the line builders' finder (ProductFinder.tsx). */
export const findProducts = (q: string, signal?: AbortSignal) =>
  adminJson<AdminProductList>(`/products?${new URLSearchParams({ page: "1", pageSize: "8", q: q.trim() })}`, signal);

/** Why the home does not show a product of the list, if it does not. */
export function hiddenReason(pick: Pick<FeaturedPick, "published" | "quantity">): string | undefined {
  if (!pick.published) return "Borrador: no se muestra";
  if (pick.quantity <= 0) return "Sin stock: no se muestra";
  return undefined;
}
