import type { AdminProduct } from "../../domain/api/admin.ts";
import {
  type AdminProductListQuery,
  LOW_STOCK,
  type ProductInput,
  type ProductSort,
} from "../../domain/schemas/product-form.ts";
import { foldText } from "../../domain/text.ts";
import type { Tx } from "./database.ts";

type Fragment = ReturnType<Tx["unsafe"]>;

/** A product as the back office shows and edits it (drafts included): the answer's shape (domain/api/admin.ts). */
export type AdminProductRow = AdminProduct;

/** URLs paired with their alt texts (a missing alt is ''). */
const imagesOf = (tx: Tx, urls: string, alts: string) => tx`
  coalesce((select json_agg(json_build_object('url', u.url, 'alt', coalesce(${tx.unsafe(alts)}[u.n], '')) order by u.n)
              from unnest(${tx.unsafe(urls)}) with ordinality u (url, n)), '[]')`;

const columns = (tx: Tx) => tx`
  p.id::int, p.slug, p.name, coalesce(p.code, '') as code, p.category_id::int as "categoryId",
  c.title as "categoryTitle", p.description, p.discount, p.is_new as "isNew", p.is_not_eaten as "isNotEaten",
  p.quantity, p.stock_mode as "stockMode", p.bulk_stock as "bulkStock", p.unit, p.iva_rate as "ivaRate", p.no_withdrawal as "noWithdrawal",
  coalesce(p.no_withdrawal_reason, '') as "noWithdrawalReason", to_json(p.benefits) as benefits, to_json(p.uses) as uses, to_json(p.doses) as doses,
  p.published, ${imagesOf(tx, "p.images", "p.image_alts")} as images,
  ${imagesOf(tx, "p.thumb_images", "p.thumb_image_alts")} as "thumbImages",
  p.price, p.final_price as "finalPrice",
  coalesce((select json_agg(json_build_object('id', v.id, 'size', v.size, 'price', v.price,
                                              'finalPrice', v.final_price, 'stock', v.stock, 'shippingGrams', v.shipping_grams,
                                              'waiting', (select count(*) from stock_alerts a
                                                           where a.variant_id = v.id and a.status = 'waiting' and a.restocked_at is null))
                             order by v.size)
              from product_variants v where v.product_id = p.id), '[]') as variants,
  (select count(*)::int from stock_alerts a where a.product_id = p.id and a.status = 'waiting' and a.restocked_at is null) as "stockAlertsWaiting",
  p.updated_at as "updatedAt", p.created_at as "createdAt", coalesce(p.seo_title, '') as "seoTitle",
  coalesce(p.seo_description, '') as "seoDescription", coalesce(p.inci_name, '') as "inciName",
  to_json(p.cas_numbers) as "casNumbers", to_json(p.ghs_pictograms) as "ghsPictograms", p.signal_word as "signalWord",
  to_json(p.hazard_statements) as "hazardStatements", to_json(p.precautionary_statements) as "precautionaryStatements",
  p.other_warnings as "otherWarnings"`;

function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** The list's orders (constant SQL, chosen by the validated `sort`); the id breaks ties so pages never overlap. */
const ORDER_BY: Readonly<Record<ProductSort, string>> = {
  name: "p.name_key asc, p.id asc",
  "-name": "p.name_key desc, p.id desc",
  price: "p.final_price asc nulls last, p.id asc",
  "-price": "p.final_price desc nulls last, p.id desc",
  stock: "p.quantity asc, p.id asc",
  "-stock": "p.quantity desc, p.id desc",
  date: "p.created_at asc, p.id asc",
  "-date": "p.created_at desc, p.id desc",
};

/** One page of every product (drafts too) in the order asked (newest first), with the total; under the admin's RLS. */
export async function listAdminProducts(tx: Tx, query: AdminProductListQuery) {
  const conditions = [tx`true`];
  if (query.q) {
    const folded = likeContains(foldText(query.q));
    conditions.push(tx`(p.name_key like ${folded} or lower(coalesce(p.code, '')) like ${folded})`);
  }
  if (query.category) conditions.push(tx`p.category_id = ${query.category}`);
  if (query.filter === "draft") conditions.push(tx`not p.published`);
  if (query.filter === "published") conditions.push(tx`p.published`);
  if (query.filter === "low") conditions.push(tx`p.quantity between 1 and ${LOW_STOCK}`);
  if (query.filter === "out") conditions.push(tx`p.quantity = 0`);
  const where = conditions.reduce((acc, cond) => tx`${acc} and ${cond}`);
  const [items, [count]] = await Promise.all([
    tx<AdminProductRow[]>`
      select ${columns(tx)}
        from products p left join categories c on c.id = p.category_id
       where ${where}
       order by ${tx.unsafe(ORDER_BY[query.sort])}
       limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    tx<{ total: number }[]>`select count(*)::int as total from products p where ${where}`,
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function readAdminProduct(tx: Tx, id: number): Promise<AdminProductRow | undefined> {
  const [row] = await tx<AdminProductRow[]>`
    select ${columns(tx)} from products p left join categories c on c.id = p.category_id where p.id = ${id}`;
  return row;
}

/** A bigint[] of ids for `in (...)`, sent as JSON (the client has no array types: see textArray). */
const idList = (tx: Tx, ids: readonly number[]) =>
  tx`(select (jsonb_array_elements_text(${JSON.stringify(ids)}::text::jsonb))::bigint)`;

/** What a bulk change must know of each product it names (those that exist), locked until the commit. */
export interface BulkTarget {
  id: number;
  name: string;
  sizes: number;
}

export function lockBulkTargets(tx: Tx, ids: readonly number[]) {
  return tx<BulkTarget[]>`
    select p.id::int, p.name,
           (select count(*)::int from product_variants v where v.product_id = p.id) as sizes
      from products p where p.id in ${idList(tx, ids)} order by p.id for update`;
}

/** Publishes or unpublishes, or moves to a category, the products named (already locked and checked). */
export async function updateProducts(
  tx: Tx,
  ids: readonly number[],
  change: { published: boolean } | { categoryId: number },
) {
  const set =
    "published" in change
      ? tx`published = ${change.published}::boolean`
      : tx`category_id = ${change.categoryId}::bigint`;
  await tx`update products set ${set} where id in ${idList(tx, ids)}`;
}

/** The products named, as the list shows them (after a bulk change). */
export function readAdminProducts(tx: Tx, ids: readonly number[]) {
  return tx<AdminProductRow[]>`
    select ${columns(tx)} from products p left join categories c on c.id = p.category_id
     where p.id in ${idList(tx, ids)} order by p.id`;
}

/** Whether another product already has this slug. */
export async function slugTaken(tx: Tx, slug: string, exceptId: number | null): Promise<boolean> {
  const rows = await tx`select 1 from products where slug = ${slug} and id is distinct from ${exceptId}`;
  return rows.length > 0;
}

/** 'ok' for a category a product may be in; 'all' for the 'Todos' pseudo-category; 'missing' otherwise. */
export async function categoryUsable(tx: Tx, id: number): Promise<"ok" | "all" | "missing"> {
  const [row] = await tx<{ isAll: boolean }[]>`select is_all as "isAll" from categories where id = ${id}`;
  return !row ? "missing" : row.isAll ? "all" : "ok";
}

/**
 * A text[] parameter. The client runs without fetch_types (worker/db/database.ts), so it cannot serialise
 * arrays itself; the list travels as JSON and Postgres unpacks it in order.
 */
const textArray = (tx: Tx, values: readonly string[]) => tx`
  coalesce((select array_agg(e order by n) from jsonb_array_elements_text(${JSON.stringify(values)}::text::jsonb)
              with ordinality t (e, n)), '{}')::text[]`;

function productColumns(tx: Tx, input: ProductInput) {
  return {
    slug: tx`${input.slug}`,
    name: tx`${input.name}`,
    code: tx`${input.code === "" ? null : input.code}`,
    category_id: tx`${input.categoryId}::bigint`,
    description: tx`${input.description}`,
    discount: tx`${input.discount}::int`,
    is_new: tx`${input.isNew}::boolean`,
    is_not_eaten: tx`${input.isNotEaten}::boolean`,
    stock_mode: tx`${input.stockMode}`,
    // By size the bulk is kept as it was (an order given back after a change of mode may still add to it).
    ...(input.stockMode === "bulk" ? { bulk_stock: tx`${input.bulkStock}::int` } : {}),
    unit: tx`${input.unit}`,
    // Left out by an API client: a new product takes the column's default ('basica'), an edited one keeps its rate.
    ...(input.ivaRate ? { iva_rate: tx`${input.ivaRate}` } : {}),
    // Left out by an API client: an edited product keeps its exclusion (decision 029).
    ...(input.noWithdrawal === undefined
      ? {}
      : {
          no_withdrawal: tx`${input.noWithdrawal}::boolean`,
          no_withdrawal_reason: tx`${input.noWithdrawal ? (input.noWithdrawalReason ?? "").trim() : null}`,
        }),
    // Left out by an API client: an edited product keeps its pictograms, a new one has none.
    ...(input.ghsPictograms === undefined ? {} : { ghs_pictograms: textArray(tx, input.ghsPictograms) }),
    benefits: textArray(tx, input.benefits),
    uses: textArray(tx, input.uses),
    doses: textArray(tx, input.doses),
    published: tx`${input.published}::boolean`,
    images: textArray(
      tx,
      input.images.map((i) => i.url),
    ),
    image_alts: textArray(
      tx,
      input.images.map((i) => i.alt),
    ),
    thumb_images: textArray(
      tx,
      input.thumbImages.map((i) => i.url),
    ),
    thumb_image_alts: textArray(
      tx,
      input.thumbImages.map((i) => i.alt),
    ),
    seo_title: tx`${input.seoTitle || null}`,
    seo_description: tx`${input.seoDescription || null}`,
    ...safetyColumns(tx, input),
  };
}

/** The hazard data (decision 033): each column only when sent, so an API client that leaves it out keeps it. */
function safetyColumns(tx: Tx, input: ProductInput) {
  return {
    ...(input.inciName === undefined ? {} : { inci_name: tx`${input.inciName || null}` }),
    ...(input.casNumbers === undefined ? {} : { cas_numbers: textArray(tx, input.casNumbers) }),
    ...(input.ghsPictograms === undefined ? {} : { ghs_pictograms: textArray(tx, input.ghsPictograms) }),
    ...(input.signalWord === undefined ? {} : { signal_word: tx`${input.signalWord}` }),
    ...(input.hazardStatements === undefined ? {} : { hazard_statements: textArray(tx, input.hazardStatements) }),
    ...(input.precautionaryStatements === undefined
      ? {}
      : { precautionary_statements: textArray(tx, input.precautionaryStatements) }),
    ...(input.otherWarnings === undefined ? {} : { other_warnings: tx`${input.otherWarnings}` }),
  };
}

const joined = (tx: Tx, parts: Fragment[]) => parts.reduce((acc, part) => tx`${acc}, ${part}`);

export async function insertProduct(tx: Tx, input: ProductInput): Promise<number> {
  const cols = productColumns(tx, input);
  const names = Object.keys(cols).map((name) => tx.unsafe(name));
  const [row] = await tx<{ id: number }[]>`
    insert into products (${joined(tx, names)}) values (${joined(tx, Object.values(cols))}) returning id::int`;
  await replaceVariants(tx, row!.id, input);
  return row!.id;
}

/** Updates the product and its sizes; the image URLs it had before, or undefined if there is no such product. */
export async function updateProduct(tx: Tx, id: number, input: ProductInput): Promise<string[] | undefined> {
  const [before] = await tx<{ urls: string[] }[]>`
    select to_json(images || thumb_images) as urls from products where id = ${id} for update`;
  if (!before) return undefined;
  const sets = Object.entries(productColumns(tx, input)).map(([name, value]) => tx`${tx.unsafe(name)} = ${value}`);
  await tx`update products set ${joined(tx, sets)} where id = ${id}`;
  await replaceVariants(tx, id, input);
  return before.urls;
}

/**
 * Makes the product's sizes exactly `variants`: a kept size keeps its row (and id, which carts and order lines
 * point at) with the new price (and, counted by size, its units), a dropped size is deleted, a new one inserted.
 * The triggers of migration 0001 recompute the final prices and the listing price; those of 20261125000300
 * the derived stock figure.
 */
async function replaceVariants(tx: Tx, productId: number, input: Pick<ProductInput, "variants" | "stockMode">) {
  const sizes = input.variants.map((v) => v.size);
  await tx`delete from product_variants where product_id = ${productId} and size not in (select (jsonb_array_elements_text(${JSON.stringify(sizes)}::text::jsonb))::int)`;
  // In bulk the sizes' own units are not edited (nor shown): they are kept for a return to counting by size.
  const bySize = input.stockMode === "size";
  for (const v of input.variants) {
    // The shipping weight (issue 45): as sent; left out, kept, or for a new size its size (a gram per cc, ml, grs).
    const grams = v.shippingGrams === undefined ? Math.max(1, Math.round(v.size)) : v.shippingGrams;
    const sent = v.shippingGrams !== undefined;
    await tx`
      insert into product_variants (product_id, size, price, final_price, stock, shipping_grams)
      values (${productId}, ${v.size}, ${v.price}, 0, ${bySize ? v.stock : 0}, ${grams})
      on conflict (product_id, size) do update
        set price = excluded.price, stock = case when ${bySize}::boolean then excluded.stock else product_variants.stock end,
            shipping_grams = case when ${sent}::boolean then excluded.shipping_grams else product_variants.shipping_grams end
       where product_variants.price is distinct from excluded.price
          or (${bySize}::boolean and product_variants.stock is distinct from excluded.stock)
          or (${sent}::boolean and product_variants.shipping_grams is distinct from excluded.shipping_grams)`;
  }
}

/** Deletes the product (its sizes go with it; order lines keep their copy); its image URLs, or undefined. */
export async function deleteProduct(tx: Tx, id: number): Promise<string[] | undefined> {
  const [row] = await tx<{ urls: string[] }[]>`
    delete from products where id = ${id} returning to_json(images || thumb_images) as urls`;
  return row?.urls;
}
