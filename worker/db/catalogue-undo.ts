import type { Tx } from "./database.ts";

// Why undoing a catalogue change cannot go ahead (issue 38, items 6 and 12): the orders that sold its products
// or sizes since it was applied, and the last hand edit of its products since then (table product_edits,
// migration 20261129040000). Lists travel as JSON parameters, as in catalogue-bulk.ts.

const json = (value: unknown) => JSON.stringify(value);

export interface SalesSince {
  /** Order numbers (oldest first) by product id: lines of the product, whatever size. */
  byProduct: Map<number, number[]>;
  /** Order numbers (oldest first) by size id. */
  byVariant: Map<number, number[]>;
}

/**
 * The orders placed after the change `changeId` was applied with a line of one of these products or sizes
 * ('mercado' ones too: they hold stock). The time is read in SQL, exact to the microsecond.
 */
export async function salesSince(
  tx: Tx,
  changeId: string,
  productIds: number[],
  variantIds: number[],
): Promise<SalesSince> {
  const sales: SalesSince = { byProduct: new Map(), byVariant: new Map() };
  if (productIds.length === 0 && variantIds.length === 0) return sales;
  const rows = await tx<{ productId: number | null; variantId: number | null; orderId: number }[]>`
    select distinct i.product_id::int as "productId", i.variant_id::int as "variantId", o.id::int as "orderId"
      from order_items i join orders o on o.id = i.order_id
     where o.created_at > (select applied_at from catalogue_changes where id = ${changeId}::uuid)
       and (i.product_id in (select (jsonb_array_elements_text(${json(productIds)}::text::jsonb))::bigint)
            or i.variant_id in (select (jsonb_array_elements_text(${json(variantIds)}::text::jsonb))::bigint))
     order by "orderId"`;
  const add = (map: Map<number, number[]>, key: number, orderId: number) => {
    const list = map.get(key) ?? [];
    if (!list.includes(orderId)) list.push(orderId);
    map.set(key, list);
  };
  for (const r of rows) {
    if (r.productId !== null) add(sales.byProduct, r.productId, r.orderId);
    if (r.variantId !== null) add(sales.byVariant, r.variantId, r.orderId);
  }
  return sales;
}

export interface ProductEdit {
  at: Date;
  /** The admin's e-mail, when known. */
  by: string | null;
}

/**
 * The last hand edit of each of these products, if it came after the change `changeId` was applied (its own
 * writes were stamped at that very instant, so they do not count).
 */
export async function editsSince(tx: Tx, changeId: string, productIds: number[]): Promise<Map<number, ProductEdit>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx<{ productId: number; at: Date; by: string | null }[]>`
    select e.product_id::int as "productId", e.edited_at as at, coalesce(e.edited_by_email, a.email) as by
      from product_edits e left join admin_profiles a on a.user_id = e.edited_by
     where e.edited_at > (select applied_at from catalogue_changes where id = ${changeId}::uuid)
       and e.product_id in (select (jsonb_array_elements_text(${json(productIds)}::text::jsonb))::bigint)`;
  return new Map(rows.map((r) => [r.productId, { at: new Date(r.at), by: r.by }]));
}
