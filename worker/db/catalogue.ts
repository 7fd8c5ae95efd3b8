import type { Category, ProductCard, ProductDetail, Variant } from "../../domain/api/catalogue.ts";
import type { ProductSafetyShown } from "../../domain/safety/index.ts";
import { FEATURED_LIMIT } from "../../domain/schemas/featured.ts";
import { foldText } from "../../domain/text.ts";
import type { Tx } from "./database.ts";
import { currentDocumentsOf } from "./product-documents.ts";

/** A piece of SQL built with `tx\`...\`` for splicing into a larger query. */
type Fragment = ReturnType<Tx["unsafe"]>;

/** Filters, sort and page of the shop list, already validated (domain/schemas/catalogue.ts). */
export interface ProductListFilter {
  category?: string;
  size?: number;
  minPrice?: number;
  maxPrice?: number;
  q?: string;
  sort: "name" | "price-asc" | "price-desc";
  page: number;
}

// The answers' shapes are the domain's (domain/api/catalogue.ts): the rows below are read as the API sends them.
export type VariantRow = Variant;
export type ProductCardRow = ProductCard;
export type CategoryRow = Category;

export async function listCategories(tx: Tx) {
  return tx<CategoryRow[]>`
    select id::int, slug, title, image, is_all as "isAll"
      from categories order by is_all desc, sort_order, title`;
}

/**
 * The columns of a product card. `prices` names where the listed price comes from: the product's own
 * (smallest size) or, in the shop list, the page subquery's (the chosen size's), by table alias.
 */
const cardColumns = (tx: Tx, prices: "p" | "l" = "p") => tx`
  p.id::int, p.slug, p.name, p.code, p.discount, p.is_new as "isNew", p.quantity, p.stock_mode as "stockMode",
  case when p.stock_mode = 'bulk' then p.bulk_stock else 0 end as "bulkStock", p.unit,
  to_json(p.thumb_images) as "thumbImages", c.slug as "categorySlug", c.title as "categoryTitle",
  ${prices === "l" ? tx`l.price, l.final_price` : tx`p.price, p.final_price`} as "finalPrice",
  coalesce((select json_agg(json_build_object('id', v.id, 'size', v.size, 'price', v.price,
                                              'finalPrice', v.final_price, 'available', ${availableOf(tx)})
                             order by v.size)
              from product_variants v where v.product_id = p.id), '[]') as variants`;

/** Units of size v the product can sell now (domain/stock.ts unitsOfSize, in SQL). */
const availableOf = (tx: Tx) => tx`case when p.stock_mode = 'bulk' then p.bulk_stock / v.size else v.stock end`;

/** Shop-list order on a given price expression; ties broken by id so pages never overlap. */
function listOrder(tx: Tx, sort: ProductListFilter["sort"], price: Fragment) {
  if (sort === "price-asc") return tx`${price}, p.id`;
  if (sort === "price-desc") return tx`${price} desc, p.id desc`;
  return tx`p.name_key, p.id`;
}

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/**
 * One page of the shop list plus the total. Filtering, sorting and paging run in the database on the
 * indexes of migration 0001 (tests/db/explain.test.ts checks each shape); the price filtered and sorted
 * on is the one the shopper pays (after discount) of the chosen size, or of the smallest size.
 */
export async function listProducts(tx: Tx, filter: ProductListFilter, pageSize: number, cachedTotal?: ListingTotals) {
  const { statements, read } = productListStatements(tx, filter, pageSize, cachedTotal);
  return read(await Promise.all(statements));
}

/** The totals of the shop list's filters, kept between requests (the app's listingTotals). */
export interface ListingTotals {
  get(key: string): number | undefined;
  set(key: string, total: number): void;
}

/**
 * `listProducts` as statements built and not yet sent (its page, and its total unless `cachedTotal` knows it), and how
 * to read their answers: the catalogue's read sends them with its COMMIT in one write (services/catalogue-reads.ts,
 * `commitWith`, issue 39).
 */
export function productListStatements(
  tx: Tx,
  filter: ProductListFilter,
  pageSize: number,
  cachedTotal?: ListingTotals,
) {
  const bySize = filter.size !== undefined;
  const priceCol = bySize ? tx`v.final_price` : tx`p.final_price`;
  const conditions = [tx`p.published`];
  if (filter.category) {
    conditions.push(tx`p.category_id = (select id from categories where slug = ${filter.category} and not is_all)`);
  }
  if (bySize) conditions.push(tx`v.size = ${filter.size!}`);
  if (filter.minPrice !== undefined) conditions.push(tx`${priceCol} >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) conditions.push(tx`${priceCol} <= ${filter.maxPrice}`);
  // product_search holds only published names (see migration 0001 for why it is a separate table).
  const pattern = filter.q ? likeContains(foldText(filter.q)) : undefined;
  if (pattern) conditions.push(tx`p.id in (select product_id from product_search where name_key like ${pattern})`);
  const where = conditions.reduce((acc, cond) => tx`${acc} and ${cond}`);
  const from = bySize ? tx`products p join product_variants v on v.product_id = p.id` : tx`products p`;
  const listed = bySize ? tx`v.price, v.final_price` : tx`p.price, p.final_price`;

  const onlySearch = !filter.category && !bySize && filter.minPrice === undefined && filter.maxPrice === undefined;
  const totalKey = JSON.stringify({ ...filter, page: undefined, sort: undefined });
  const knownTotal = cachedTotal?.get(totalKey);
  const page = tx<ProductCardRow[]>`
      select ${cardColumns(tx, "l")}
        from (select p.id, ${listed} from ${from} where ${where} order by ${listOrder(tx, filter.sort, priceCol)}
               limit ${pageSize} offset ${(filter.page - 1) * pageSize}) l (id, price, final_price)
        join products p on p.id = l.id
        left join categories c on c.id = p.category_id
       order by ${listOrder(tx, filter.sort, tx`l.final_price`)}`;
  const counted =
    knownTotal !== undefined
      ? null
      : pattern && onlySearch
        ? // Search alone: count the side table's matches without joining products (6 ms instead of about
          // 18 ms for a word in 3,000 of 100,000 names on PGlite).
          tx<{ total: number }[]>`select count(*)::int as total from product_search where name_key like ${pattern}`
        : tx<{ total: number }[]>`select count(*)::int as total from ${from} where ${where}`;
  return {
    statements: counted ? ([page, counted] as const) : ([page] as const),
    read(answers: readonly unknown[]) {
      const [rows, count] = answers as [ProductCardRow[], { total: number }[] | undefined];
      const total = knownTotal ?? count?.[0]?.total ?? 0;
      if (knownTotal === undefined) cachedTotal?.set(totalKey, total);
      return { items: rows, total };
    },
  };
}

/** The product page's row: its hazard data, with the texts of its own H/P codes (worker/services/product-page.ts). */
export type ProductDetailRow = Omit<ProductDetail, "hazards"> & { safety: ProductSafetyShown };

/** A product's H or P codes with their texts, in the product's order (table ghs_statements, decision 033). */
const statementTexts = (tx: Tx, column: "hazard_statements" | "precautionary_statements", kind: "H" | "P") => tx`
  (select coalesce(json_agg(json_build_object('code', s.code, 'text', s.text) order by u.n), '[]')
     from unnest(p.${tx(column)}) with ordinality as u(code, n)
     join ghs_statements s on s.code = u.code and s.kind = ${kind})`;

export async function findProductBySlug(tx: Tx, slug: string): Promise<ProductDetailRow | undefined> {
  const [row] = await tx<ProductDetailRow[]>`
    select ${cardColumns(tx)}, p.description, to_json(p.images) as images,
           to_json(case when cardinality(p.images) > 0 then p.image_alts else p.thumb_image_alts end) as "imageAlts",
           to_json(p.benefits) as benefits,
           to_json(p.uses) as uses, to_json(p.doses) as doses,
           p.is_not_eaten as "isNotEaten", case when p.no_withdrawal then p.no_withdrawal_reason end as "noWithdrawalReason",
           p.category_id::int as "categoryId", p.updated_at as "updatedAt",
           nullif(p.seo_title, '') as "seoTitle", nullif(p.seo_description, '') as "seoDescription",
           p.inci_name as "inciName", to_json(p.cas_numbers) as "casNumbers",
           json_build_object('inciName', coalesce(p.inci_name, ''), 'casNumbers', p.cas_numbers,
                             'ghsPictograms', p.ghs_pictograms, 'signalWord', p.signal_word,
                             'hazardStatements', ${statementTexts(tx, "hazard_statements", "H")},
                             'precautionaryStatements', ${statementTexts(tx, "precautionary_statements", "P")},
                             'otherWarnings', p.other_warnings) as safety,
           ${currentDocumentsOf(tx, tx`p.id`)} as documents
      from products p left join categories c on c.id = p.category_id
     where p.slug = ${slug} and p.published`;
  return row;
}

/** Other products of the same category (the product itself excluded), by name. */
export async function listRelatedProducts(tx: Tx, product: { id: number; categoryId: number | null }, limit = 8) {
  if (product.categoryId === null) return [];
  return tx<ProductCardRow[]>`
    select ${cardColumns(tx)}
      from products p left join categories c on c.id = p.category_id
     where p.category_id = ${product.categoryId} and p.id <> ${product.id} and p.published
     order by p.name_key, p.id
     limit ${limit}`;
}

/** A product the home may feature: one that can be bought (published and in stock). */
const featurable = (tx: Tx) => tx`p.published and p.quantity > 0`;

/**
 * The home's 'Productos destacados': the owner's picks (back office 'Destacados', table featured_products) in the
 * owner's order, those that can be bought; when the owner has picked none (or none of the picks can be bought),
 * the automatic choice: discounted ones first, then the dearest. Plus how many published products are
 * discounted, so the home's promo says what is true.
 */
export async function listFeaturedProducts(tx: Tx, limit = FEATURED_LIMIT) {
  const [picked, [counts]] = await Promise.all([
    tx<ProductCardRow[]>`
      select ${cardColumns(tx)}
        from featured_products f join products p on p.id = f.product_id
        left join categories c on c.id = p.category_id
       where ${featurable(tx)}
       order by f.position, p.id
       limit ${limit}`,
    tx<{ discounted: number; total: number }[]>`
      select (count(*) filter (where discount > 0))::int as discounted, count(*)::int as total
        from products where published`,
  ]);
  const items =
    picked.length > 0
      ? picked
      : await tx<ProductCardRow[]>`
          select ${cardColumns(tx)}
            from products p left join categories c on c.id = p.category_id
           where ${featurable(tx)}
           order by (p.discount > 0) desc, p.final_price desc, p.id desc
           limit ${limit}`;
  return { items, discounted: counts?.discounted ?? 0, total: counts?.total ?? 0 };
}

/** Every published product's slug and last change, for /sitemap.xml. */
export async function listProductSlugs(tx: Tx) {
  return tx<{ slug: string; updatedAt: Date }[]>`
    select slug, updated_at as "updatedAt" from products where published order by id`;
}
