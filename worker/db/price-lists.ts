import type { BuyerWholesale, PriceListRow } from "../../domain/price-lists.ts";
import type { Tx } from "./database.ts";

/** An integer array literal; postgres.js without type fetching (prepare/fetch_types off) cannot bind JS arrays. */
const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(",")}}`;

/**
 * The company and price list an address buys for (issue 44), or null for a retail buyer: one round trip. `variantIds`
 * limits the list's sizes to those (a cart, a page); omitted: every size the list names. Read with the service role:
 * the address must come from a verified token, never from the request body.
 */
export async function readBuyerWholesale(
  tx: Tx,
  email: string,
  variantIds?: readonly number[],
): Promise<BuyerWholesale | null> {
  const only = variantIds ? intArray(variantIds) : null;
  const [row] = await tx<{ company: BuyerWholesale["company"]; list: PriceListRow }[]>`
    select json_build_object('id', c.id::int, 'rut', c.rut, 'legalName', c.legal_name,
                             'fiscalAddress', c.fiscal_address, 'activity', c.activity) as company,
           json_build_object(
             'id', l.id::int, 'name', l.name, 'transferDiscountPercent', l.transfer_discount_percent,
             'categories', coalesce((
               select json_agg(json_build_object('categoryId', pc.category_id::int, 'percent', pc.percent))
                 from price_list_categories pc where pc.price_list_id = l.id), '[]'),
             'sizes', coalesce((
               select json_agg(json_build_object(
                        'variantId', ps.variant_id::int, 'fixedPrice', ps.fixed_price, 'percent', ps.percent,
                        'breaks', ps.breaks, 'minQuantity', ps.min_quantity, 'multiple', ps.multiple))
                 from price_list_sizes ps
                where ps.price_list_id = l.id
                  and (${only}::bigint[] is null or ps.variant_id = any(${only}::bigint[]))), '[]')
           ) as list
      from company_buyers b
      join companies c on c.id = b.company_id
      join price_lists l on l.id = c.price_list_id
     where b.email = ${email.trim().toLowerCase()}`;
  return row ?? null;
}
