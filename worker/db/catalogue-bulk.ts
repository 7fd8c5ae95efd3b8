import type { Unit } from "../../domain/catalogue.ts";
import type { CatalogueExportRow, CsvCategory, StockMode } from "../../domain/catalogue-csv.ts";
import type { CsvSafety } from "../../domain/catalogue-csv-safety.ts";
import type { NewProduct, ProductChange, VariantAdd, VariantChange } from "../services/catalogue/plan.ts";
import type { Tx } from "./database.ts";

// The SQL of the catalogue's bulk changes (issue 24) on products and sizes: the export, the catalogue that imports
// and price changes compare against, and the writes of applying and undoing them (catalogue-changes.ts keeps the
// previews). Lists travel as one JSON parameter each (the client runs without fetch_types and cannot send
// arrays), unpacked by Postgres.

const json = (value: unknown) => JSON.stringify(value);

/** A product's hazard data in the spreadsheet's form (domain/catalogue-csv-safety.ts): lists joined by spaces. */
const safetyText = (tx: Tx, p = "p") => tx`
  coalesce(${tx.unsafe(p)}.inci_name, '') as "inciName",
  array_to_string(${tx.unsafe(p)}.cas_numbers, ' ') as "casNumbers",
  array_to_string(${tx.unsafe(p)}.ghs_pictograms, ' ') as "ghsPictograms",
  coalesce(${tx.unsafe(p)}.signal_word, '') as "signalWord",
  array_to_string(${tx.unsafe(p)}.hazard_statements, ' ') as "hazardStatements",
  array_to_string(${tx.unsafe(p)}.precautionary_statements, ' ') as "precautionaryStatements"`;

/** Writes a list cell back as an array ('' is none). */
const listOf = (tx: Tx, field: "casNumbers" | "ghsPictograms" | "hazardStatements" | "precautionaryStatements") =>
  tx`coalesce(string_to_array(nullif(x.d ->> ${tx.unsafe(`'${field}'`)}, ''), ' '), '{}')`;

/** Every product and size for the CSV: by code (products without one last), then name, then size. */
export async function readExportRows(tx: Tx): Promise<CatalogueExportRow[]> {
  const rows = await tx<(Omit<CatalogueExportRow, "safety"> & CsvSafety)[]>`
    select coalesce(p.code, '') as code, p.name, coalesce(c.title, '') as category, v.size, p.unit, v.price,
           p.discount, p.stock_mode as "stockMode",
           case when p.stock_mode = 'bulk' then p.bulk_stock else v.stock end as stock, p.published,
           v.shipping_grams as "shippingGrams", v.id::int as "variantId", ${safetyText(tx)}
      from products p
      left join categories c on c.id = p.category_id
      left join product_variants v on v.product_id = p.id
     order by nullif(p.code, '') nulls last, p.name, p.id, v.size`;
  return rows.map(
    ({ inciName, casNumbers, ghsPictograms, signalWord, hazardStatements, precautionaryStatements, ...row }) => ({
      ...row,
      safety: { inciName, casNumbers, ghsPictograms, signalWord, hazardStatements, precautionaryStatements },
    }),
  );
}

export async function readCsvCategories(tx: Tx): Promise<CsvCategory[]> {
  return tx<CsvCategory[]>`select id::int, title, is_all as "isAll" from categories order by sort_order, id`;
}

export interface CatalogueVariant {
  id: number;
  size: number;
  price: number;
  stock: number;
  shippingGrams: number | null;
}

/** A product as imports compare against it (its hazard data as the spreadsheet writes it). */
export interface CatalogueProduct extends CsvSafety {
  id: number;
  code: string;
  name: string;
  categoryId: number | null;
  unit: Unit;
  discount: number;
  published: boolean;
  stockMode: StockMode;
  bulkStock: number;
  variants: CatalogueVariant[];
}

/** Every product with its sizes (an import compares the whole catalogue), and every slug in use. */
export async function readCatalogue(tx: Tx): Promise<{ products: CatalogueProduct[]; slugs: Set<string> }> {
  const [products, variants, slugs] = await Promise.all([
    tx<Omit<CatalogueProduct, "variants">[]>`
      select id::int, coalesce(code, '') as code, name, category_id::int as "categoryId", unit, discount, published,
             stock_mode as "stockMode", bulk_stock as "bulkStock", ${safetyText(tx, "products")}
        from products order by id`,
    tx<(CatalogueVariant & { productId: number })[]>`
      select id::int, product_id::int as "productId", size, price, stock, shipping_grams as "shippingGrams"
        from product_variants order by product_id, size`,
    tx<{ slug: string }[]>`select slug from products`,
  ]);
  const byProduct = new Map<number, CatalogueVariant[]>();
  for (const { productId, ...v } of variants) byProduct.set(productId, [...(byProduct.get(productId) ?? []), v]);
  return {
    products: products.map((p) => ({ ...p, variants: byProduct.get(p.id) ?? [] })),
    slugs: new Set(slugs.map((s) => s.slug)),
  };
}

export interface ScopeVariant {
  id: number;
  productId: number;
  code: string;
  name: string;
  unit: string;
  size: number;
  price: number;
}

/** The sizes a price change covers: a category's products, or the listed ones (drafts too). */
export async function readScopeVariants(
  tx: Tx,
  scope: { categoryId: number | null; productIds: number[] },
): Promise<ScopeVariant[]> {
  const where =
    scope.categoryId !== null
      ? tx`p.category_id = ${scope.categoryId}`
      : tx`p.id in (select (jsonb_array_elements_text(${json(scope.productIds)}::text::jsonb))::bigint)`;
  return tx<ScopeVariant[]>`
    select v.id::int, p.id::int as "productId", coalesce(p.code, '') as code, p.name, p.unit, v.size, v.price
      from product_variants v join products p on p.id = v.product_id
     where ${where}
     order by p.name, p.id, v.size`;
}

/** How many of these products exist (the price change's scope check). */
export async function countProducts(tx: Tx, ids: number[]): Promise<number> {
  const [row] = await tx<{ n: number }[]>`
    select count(*)::int as n from products
     where id in (select (jsonb_array_elements_text(${json(ids)}::text::jsonb))::bigint)`;
  return row?.n ?? 0;
}

export async function readCategoryTitle(tx: Tx, id: number): Promise<{ title: string; isAll: boolean } | undefined> {
  const [row] = await tx<{ title: string; isAll: boolean }[]>`
    select title, is_all as "isAll" from categories where id = ${id}`;
  return row;
}

// --- Applying and undoing -------------------------------------------------------------------------------

type Current = Record<string, unknown>;

/**
 * The present values of these products and sizes, locked until the transaction ends (orders wait). The sizes'
 * products are locked too, first and in id order, as placing an order does (worker/db/order-stock.ts): a size's
 * stock change updates its product's derived quantity, so locking the size first could deadlock with an order.
 */
export async function lockCurrent(tx: Tx, productIds: number[], variantIds: number[]) {
  const [products, variants] = await Promise.all([
    tx<({ id: number } & Current)[]>`
      select id::int, name, category_id::int as "categoryId", unit, discount, published, stock_mode as "stockMode",
             bulk_stock as "bulkStock", code, slug, updated_at::text as "updatedAt", ${safetyText(tx, "products")}
        from products
       where id in (select (jsonb_array_elements_text(${json(productIds)}::text::jsonb))::bigint)
          or id in (select product_id from product_variants
                     where id in (select (jsonb_array_elements_text(${json(variantIds)}::text::jsonb))::bigint))
       order by id for update`,
    tx<({ id: number; productId: number; size: number } & Current)[]>`
      select id::int, product_id::int as "productId", size, price, stock, shipping_grams as "shippingGrams"
        from product_variants
       where id in (select (jsonb_array_elements_text(${json(variantIds)}::text::jsonb))::bigint)
       order by id for update`,
  ]);
  return {
    products: new Map(products.map((p) => [p.id, p])),
    variants: new Map(variants.map((v) => [v.id, v])),
  };
}

/** Codes and slugs already in use among these (new products must not clash with them). */
export async function takenCodesAndSlugs(tx: Tx, codes: string[], slugs: string[]) {
  const rows = await tx<{ code: string | null; slug: string }[]>`
    select code, slug from products
     where lower(trim(code)) in (select lower(trim(jsonb_array_elements_text(${json(codes)}::text::jsonb))))
        or slug in (select jsonb_array_elements_text(${json(slugs)}::text::jsonb))`;
  return rows;
}

/** Sizes that exist already among these (product, size) pairs. */
export async function existingSizes(tx: Tx, adds: { productId: number; size: number }[]) {
  return tx<{ productId: number; size: number }[]>`
    select v.product_id::int as "productId", v.size
      from product_variants v
      join jsonb_to_recordset(${json(adds)}::text::jsonb) as a ("productId" bigint, size int)
        on a."productId" = v.product_id and a.size = v.size`;
}

/** Writes each product's `values` (only the fields present). */
export async function writeProducts(tx: Tx, changes: Pick<ProductChange, "id" | "to">[]) {
  if (changes.length === 0) return;
  const rows = changes.map((c) => ({ id: c.id, d: c.to }));
  await tx`
    update products p set
      name = case when x.d ? 'name' then x.d ->> 'name' else p.name end,
      category_id = case when x.d ? 'categoryId' then (x.d ->> 'categoryId')::bigint else p.category_id end,
      unit = case when x.d ? 'unit' then x.d ->> 'unit' else p.unit end,
      discount = case when x.d ? 'discount' then (x.d ->> 'discount')::int else p.discount end,
      published = case when x.d ? 'published' then (x.d ->> 'published')::boolean else p.published end,
      stock_mode = case when x.d ? 'stockMode' then x.d ->> 'stockMode' else p.stock_mode end,
      bulk_stock = case when x.d ? 'bulkStock' then (x.d ->> 'bulkStock')::int else p.bulk_stock end,
      inci_name = case when x.d ? 'inciName' then nullif(x.d ->> 'inciName', '') else p.inci_name end,
      cas_numbers = case when x.d ? 'casNumbers' then ${listOf(tx, "casNumbers")} else p.cas_numbers end,
      ghs_pictograms = case when x.d ? 'ghsPictograms' then ${listOf(tx, "ghsPictograms")} else p.ghs_pictograms end,
      signal_word = case when x.d ? 'signalWord' then nullif(x.d ->> 'signalWord', '') else p.signal_word end,
      hazard_statements = case when x.d ? 'hazardStatements' then ${listOf(tx, "hazardStatements")}
                               else p.hazard_statements end,
      precautionary_statements = case when x.d ? 'precautionaryStatements' then ${listOf(tx, "precautionaryStatements")}
                                      else p.precautionary_statements end
      from (select (e ->> 'id')::bigint as id, e -> 'd' as d from jsonb_array_elements(${json(rows)}::text::jsonb) e) x
     where p.id = x.id`;
}

/** Writes each size's price and/or stock (the triggers follow: final price, listing price, quantity). */
export async function writeVariants(tx: Tx, changes: Pick<VariantChange, "id" | "to">[]) {
  if (changes.length === 0) return;
  const rows = changes.map((c) => ({ id: c.id, d: c.to }));
  await tx`
    update product_variants v set
      price = case when x.d ? 'price' then (x.d ->> 'price')::int else v.price end,
      stock = case when x.d ? 'stock' then (x.d ->> 'stock')::int else v.stock end,
      shipping_grams = case when x.d ? 'shippingGrams' then (x.d ->> 'shippingGrams')::int else v.shipping_grams end
      from (select (e ->> 'id')::bigint as id, e -> 'd' as d from jsonb_array_elements(${json(rows)}::text::jsonb) e) x
     where v.id = x.id`;
}

/** Adds sizes to products; their ids in the same order. */
export async function insertVariants(
  tx: Tx,
  adds: Pick<VariantAdd, "productId" | "size" | "price" | "stock" | "shippingGrams">[],
) {
  if (adds.length === 0) return [];
  return tx<{ id: number; productId: number; size: number }[]>`
    insert into product_variants (product_id, size, price, stock, final_price, shipping_grams)
    select a."productId", a.size, a.price, a.stock, 0, a."shippingGrams"
      from jsonb_to_recordset(${json(adds)}::text::jsonb)
           as a ("productId" bigint, size int, price int, stock int, "shippingGrams" int)
    returning id::int, product_id::int as "productId", size`;
}

/** Creates the new products as drafts, then their sizes; their ids by slug. */
export async function insertDraftProducts(tx: Tx, products: NewProduct[]): Promise<Map<string, number>> {
  if (products.length === 0) return new Map();
  const created = await tx<{ id: number; slug: string }[]>`
    insert into products (slug, name, code, category_id, unit, discount, published, stock_mode, bulk_stock,
                          inci_name, cas_numbers, ghs_pictograms, signal_word, hazard_statements,
                          precautionary_statements)
    select n.slug, n.name, n.code, n."categoryId", n.unit, n.discount, false, n."stockMode", n."bulkStock",
           nullif(n."inciName", ''), coalesce(string_to_array(nullif(n."casNumbers", ''), ' '), '{}'),
           coalesce(string_to_array(nullif(n."ghsPictograms", ''), ' '), '{}'), nullif(n."signalWord", ''),
           coalesce(string_to_array(nullif(n."hazardStatements", ''), ' '), '{}'),
           coalesce(string_to_array(nullif(n."precautionaryStatements", ''), ' '), '{}')
      from jsonb_to_recordset(${json(products)}::text::jsonb)
        as n (slug text, name text, code text, "categoryId" bigint, unit text, discount int, "stockMode" text,
              "bulkStock" int, "inciName" text, "casNumbers" text, "ghsPictograms" text, "signalWord" text,
              "hazardStatements" text, "precautionaryStatements" text)
    returning id::int, slug`;
  const ids = new Map(created.map((r) => [r.slug, r.id]));
  await insertVariants(
    tx,
    products.flatMap((p) => p.variants.map((v) => ({ productId: ids.get(p.slug)!, ...v }))),
  );
  return ids;
}

/**
 * How these products are now: the time of their last change and their sizes in one string, so undoing can
 * tell whether anybody touched them since.
 */
export async function productFingerprints(tx: Tx, ids: number[]) {
  return tx<{ id: number; code: string; name: string; updatedAt: string; variants: string }[]>`
    select p.id::int, coalesce(p.code, '') as code, p.name, p.updated_at::text as "updatedAt",
           coalesce((select string_agg(v.size || ':' || v.price || ':' || v.stock, ',' order by v.size)
                       from product_variants v where v.product_id = p.id), '') as variants
      from products p
     where p.id in (select (jsonb_array_elements_text(${json(ids)}::text::jsonb))::bigint)
     order by p.id for update of p`;
}

export async function deleteProducts(tx: Tx, ids: number[]) {
  if (ids.length === 0) return;
  await tx`delete from products where id in (select (jsonb_array_elements_text(${json(ids)}::text::jsonb))::bigint)`;
}

export async function deleteVariants(tx: Tx, ids: number[]) {
  if (ids.length === 0) return;
  await tx`delete from product_variants where id in (select (jsonb_array_elements_text(${json(ids)}::text::jsonb))::bigint)`;
}
