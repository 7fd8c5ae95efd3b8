import type { FeaturedPick } from "../../domain/api/featured.ts";
import type { Tx } from "./database.ts";

// The owner's 'Destacados' (table featured_products, migration 20261125000700): read and replaced whole by the
// back office under the admin's claims, so RLS decides too. The home reads it in catalogue.ts.

/** The owner's list in order, first shown first, drafts and products out of stock included. */
export async function listFeaturedPicks(tx: Tx): Promise<FeaturedPick[]> {
  return tx<FeaturedPick[]>`
    select p.id::int, p.name, p.slug, coalesce(p.code, '') as code, p.published, p.quantity,
           p.thumb_images[1] as image, c.title as "categoryTitle"
      from featured_products f join products p on p.id = f.product_id
      left join categories c on c.id = p.category_id
     order by f.position, p.id`;
}

/**
 * Makes the list exactly `ids`, in that order (already checked: no duplicates, not too many). Returns the ids
 * that name no product (nothing is changed then). The table is locked against other saves until the commit, so
 * two admins saving at once leave one list or the other, never a mix of both.
 */
export async function replaceFeaturedPicks(tx: Tx, ids: readonly number[]): Promise<number[]> {
  await tx`lock table featured_products in share row exclusive mode`;
  const list = JSON.stringify(ids);
  const found = await tx<{ id: number }[]>`
    select id::int from products where id in (select (jsonb_array_elements_text(${list}::text::jsonb))::bigint)`;
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) return missing;
  await tx`delete from featured_products`;
  if (ids.length > 0) {
    await tx`
      insert into featured_products (product_id, position)
      select e::bigint, n::int from jsonb_array_elements_text(${list}::text::jsonb) with ordinality t (e, n)`;
  }
  return [];
}
