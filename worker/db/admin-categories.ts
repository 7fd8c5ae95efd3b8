import type { AdminCategory } from "../../domain/api/admin.ts";
import type { Tx } from "./database.ts";

// The back office's categories: the list with how many products each holds (drafts too), and the writes.
// Every function runs inside the caller's transaction, under the admin's claims (RLS decides too).

/** A category as GET /api/admin/categories lists it (domain/api/admin.ts). */
export type AdminCategoryRow = AdminCategory;

const COLUMNS = (tx: Tx) => tx`
  c.id::int, c.slug, c.title, c.image, c.is_all as "isAll", c.sort_order as "sortOrder",
  (select count(*) from products p where p.category_id = c.id)::int as "productCount"`;

/** Every category, in the shop's order ('Todos' first, then sort order, then title). */
export async function listAdminCategories(tx: Tx) {
  return tx<AdminCategoryRow[]>`
    select ${COLUMNS(tx)} from categories c order by c.is_all desc, c.sort_order, c.title, c.id`;
}

export async function readAdminCategory(tx: Tx, id: number): Promise<AdminCategoryRow | undefined> {
  const [row] = await tx<AdminCategoryRow[]>`select ${COLUMNS(tx)} from categories c where c.id = ${id}`;
  return row;
}

/** Locks the row for the rest of the transaction (an edit or delete racing a product move). */
export async function lockCategory(tx: Tx, id: number) {
  const [row] = await tx<{ id: number; isAll: boolean; image: string | null }[]>`
    select id::int, is_all as "isAll", image from categories where id = ${id} for update`;
  return row;
}

/** Whether another category already uses this slug. */
export async function slugTaken(tx: Tx, slug: string, exceptId?: number) {
  const [row] = await tx<{ taken: boolean }[]>`
    select exists(select 1 from categories where slug = ${slug} and id <> ${exceptId ?? 0}) as taken`;
  return row?.taken ?? false;
}

export interface CategoryWrite {
  title: string;
  slug: string;
  image: string | null;
}

/** A new category, placed after the others. */
export async function insertCategory(tx: Tx, data: CategoryWrite): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into categories (slug, title, image, sort_order)
    values (${data.slug}, ${data.title}, ${data.image},
            (select coalesce(max(sort_order), 0) + 1 from categories where not is_all))
    returning id::int`;
  return row!.id;
}

export async function updateCategory(tx: Tx, id: number, data: CategoryWrite) {
  await tx`update categories set slug = ${data.slug}, title = ${data.title}, image = ${data.image}
            where id = ${id} and not is_all`;
}

/** Products (published or not) still in the category; locks them against a concurrent move. */
export async function countCategoryProducts(tx: Tx, id: number): Promise<number> {
  const rows = await tx<{ id: number }[]>`select id::int from products where category_id = ${id} for share`;
  return rows.length;
}

export async function deleteCategory(tx: Tx, id: number) {
  await tx`delete from categories where id = ${id} and not is_all`;
}

/** Postgres array literal of whole numbers (bound as one text parameter). */
const intArray = (values: number[]) => `{${values.map((v) => Math.trunc(v)).join(",")}}`;

/** Ids of every category but 'Todos' (the ones the owner can reorder). */
export async function orderableCategoryIds(tx: Tx): Promise<number[]> {
  const rows = await tx<{ id: number }[]>`select id::int from categories where not is_all for update`;
  return rows.map((r) => r.id);
}

/** Sets sort_order 1..n in the order given ('Todos' is always listed first anyway). */
export async function reorderCategories(tx: Tx, ids: number[]) {
  await tx`
    update categories c set sort_order = o.position
      from unnest(${intArray(ids)}::bigint[]) with ordinality as o(id, position)
     where c.id = o.id and not c.is_all`;
}
