import type { PriceListSizeView, PriceListSummary } from "../../domain/api/price-lists.ts";
import type { WholesaleTerms } from "../../domain/catalogue-csv-wholesale.ts";
import type { PriceListRow } from "../../domain/price-lists.ts";
import type { PriceListForm } from "../../domain/schemas/price-list.ts";
import { DEFAULT_SHOP_RULES } from "../../domain/shop-rules-defaults.ts";
import type { Tx } from "./database.ts";

// 'Listas de precios' (issue 44, W2): the back office's reads and writes of the price lists, under the admin's claims
// (RLS: admins; migration 20261205030000). The catalogue spreadsheet writes sizes' terms through `writeSizeTerms`.

/** An integer array literal; postgres.js without type fetching cannot bind JS arrays. */
const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(",")}}`;

/** Every list with its counts, by name; and the shop's own transfer discount. */
export async function listPriceLists(tx: Tx): Promise<{ lists: PriceListSummary[]; shopPercent: number }> {
  const lists = await tx<PriceListSummary[]>`
    select l.id::int, l.name, l.transfer_discount_percent as "transferDiscountPercent",
           (select count(*)::int from price_list_sizes s where s.price_list_id = l.id) as sizes,
           (select count(*)::int from price_list_categories c where c.price_list_id = l.id) as categories,
           (select count(*)::int from companies co where co.price_list_id = l.id) as companies
      from price_lists l
     order by lower(l.name), l.id`;
  return { lists, shopPercent: await shopTransferPercent(tx) };
}

export async function shopTransferPercent(tx: Tx): Promise<number> {
  const [row] = await tx<{ percent: number | null }[]>`
    select (rules->>'transferDiscountPercent')::int as percent from shop_settings where id`;
  return row?.percent ?? DEFAULT_SHOP_RULES.transferDiscountPercent;
}

/** One list whole, with each named size's product; undefined: no such list. */
export async function readPriceList(
  tx: Tx,
  id: number,
): Promise<{ list: PriceListRow & { companies: number }; sizes: PriceListSizeView[] } | undefined> {
  const [row] = await tx<{ list: PriceListRow & { companies: number }; sizes: PriceListSizeView[] }[]>`
    select json_build_object(
             'id', l.id::int, 'name', l.name, 'transferDiscountPercent', l.transfer_discount_percent,
             'companies', (select count(*)::int from companies co where co.price_list_id = l.id),
             'categories', coalesce((
               select json_agg(json_build_object('categoryId', pc.category_id::int, 'percent', pc.percent)
                               order by pc.category_id)
                 from price_list_categories pc where pc.price_list_id = l.id), '[]'),
             'sizes', coalesce((
               select json_agg(json_build_object(
                        'variantId', ps.variant_id::int, 'fixedPrice', ps.fixed_price, 'percent', ps.percent,
                        'breaks', ps.breaks, 'minQuantity', ps.min_quantity, 'multiple', ps.multiple)
                        order by p.name_key, v.size)
                 from price_list_sizes ps
                 join product_variants v on v.id = ps.variant_id
                 join products p on p.id = v.product_id
                where ps.price_list_id = l.id), '[]')) as list,
           coalesce((
             select json_agg(json_build_object(
                      'variantId', v.id::int, 'productId', p.id::int, 'productName', p.name, 'size', v.size,
                      'unit', p.unit, 'price', v.price, 'discount', p.discount, 'categoryId', p.category_id::int)
                      order by p.name_key, v.size)
               from price_list_sizes ps
               join product_variants v on v.id = ps.variant_id
               join products p on p.id = v.product_id
              where ps.price_list_id = l.id), '[]') as sizes
      from price_lists l where l.id = ${id}`;
  return row;
}

/** The ids of `variantIds` that are no size; of `categoryIds` that are no category. */
export async function unknownIds(
  tx: Tx,
  variantIds: readonly number[],
  categoryIds: readonly number[],
): Promise<{ variants: number[]; categories: number[] }> {
  const [row] = await tx<{ variants: number[]; categories: number[] }[]>`
    select coalesce((select json_agg(x::int order by x) from unnest(${intArray(variantIds)}::bigint[]) x
                      where not exists (select 1 from product_variants v where v.id = x)), '[]') as variants,
           coalesce((select json_agg(x::int order by x) from unnest(${intArray(categoryIds)}::bigint[]) x
                      where not exists (select 1 from categories c where c.id = x)), '[]') as categories`;
  return row!;
}

export async function insertPriceList(tx: Tx, name: string, transferDiscountPercent: number | null): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into price_lists (name, transfer_discount_percent) values (${name}, ${transferDiscountPercent})
    returning id::int`;
  return row!.id;
}

/** The list's name, discount, categories and sizes replaced by `input`; false: no such list. */
export async function replacePriceList(tx: Tx, id: number, input: PriceListForm): Promise<boolean> {
  const updated = await tx`
    update price_lists set name = ${input.name}, transfer_discount_percent = ${input.transferDiscountPercent},
           updated_at = now()
     where id = ${id} returning id`;
  if (updated.length === 0) return false;
  await tx`delete from price_list_categories where price_list_id = ${id}`;
  if (input.categories.length > 0) {
    await tx`
      insert into price_list_categories (price_list_id, category_id, percent)
      select ${id}, c."categoryId", c.percent
        from json_to_recordset(${tx.json(input.categories as never)}::json) as c("categoryId" bigint, percent int)`;
  }
  await tx`delete from price_list_sizes where price_list_id = ${id}`;
  await writeSizeTerms(tx, id, input.sizes);
  return true;
}

/** Sets (inserts or replaces) the terms of the given sizes on a list. */
export async function writeSizeTerms(tx: Tx, listId: number, sizes: PriceListForm["sizes"]): Promise<void> {
  if (sizes.length === 0) return;
  const rows = sizes.map((s) => ({
    variantId: s.variantId,
    fixedPrice: s.price?.kind === "fixed" ? s.price.price : null,
    percent: s.price?.kind === "percent" ? s.price.percent : null,
    breaks: s.breaks,
    minQuantity: s.minQuantity,
    multiple: s.multiple,
  }));
  await tx`
    insert into price_list_sizes (price_list_id, variant_id, fixed_price, percent, breaks, min_quantity, multiple)
    select ${listId}, r."variantId", r."fixedPrice", r.percent, r.breaks, r."minQuantity", r.multiple
      from jsonb_to_recordset(${tx.json(rows as never)}::jsonb)
           as r("variantId" bigint, "fixedPrice" int, percent int, breaks jsonb, "minQuantity" int, multiple int)
    on conflict (price_list_id, variant_id) do update
       set fixed_price = excluded.fixed_price, percent = excluded.percent, breaks = excluded.breaks,
           min_quantity = excluded.min_quantity, multiple = excluded.multiple`;
}

/** Deletes a list; 'in_use' when a company buys with it (the foreign key restricts), 'missing' when not there. */
export async function deletePriceList(tx: Tx, id: number): Promise<"deleted" | "missing" | "in_use"> {
  const [used] = await tx<{ n: number }[]>`select count(*)::int as n from companies where price_list_id = ${id}`;
  if (used && used.n > 0) return "in_use";
  const rows = await tx`delete from price_lists where id = ${id} returning id`;
  return rows.length > 0 ? "deleted" : "missing";
}

/** A list and every size it names, as the catalogue spreadsheet writes and compares them. */
export interface ListTerms {
  id: number;
  name: string;
  sizes: ({ variantId: number } & WholesaleTerms)[];
}

/** Every list (by name) with its sizes' terms; `lock`: the lists are locked first (apply and undo). */
export async function readListTerms(tx: Tx, lock?: readonly number[]): Promise<ListTerms[]> {
  if (lock) await tx`select id from price_lists where id = any(${intArray(lock)}::bigint[]) order by id for update`;
  return tx<ListTerms[]>`
    select l.id::int, l.name, coalesce((
             select json_agg(json_build_object(
                      'variantId', ps.variant_id::int, 'fixedPrice', ps.fixed_price, 'percent', ps.percent,
                      'breaks', ps.breaks, 'minQuantity', ps.min_quantity, 'multiple', ps.multiple))
               from price_list_sizes ps where ps.price_list_id = l.id), '[]') as sizes
      from price_lists l order by lower(l.name), l.id`;
}

/** Sets one size's terms on a list (null: takes the size off the list). */
export async function setSizeTerms(tx: Tx, listId: number, variantId: number, terms: WholesaleTerms | null) {
  if (!terms) {
    await tx`delete from price_list_sizes where price_list_id = ${listId} and variant_id = ${variantId}`;
    return;
  }
  const price =
    terms.fixedPrice !== null
      ? { kind: "fixed" as const, price: terms.fixedPrice }
      : terms.percent !== null
        ? { kind: "percent" as const, percent: terms.percent }
        : null;
  await writeSizeTerms(tx, listId, [{ variantId, price, ...terms }]);
}
