import type { CouponRules } from "../../domain/coupons.ts";
import type { CouponInput } from "../../domain/schemas/coupon.ts";
import type { Tx } from "./database.ts";

// Discount codes (table discount_codes, migration 20261125000800; docs/decisions/024-discount-codes.md). The back
// office reads and writes them under the admin's claims (RLS: admins only); the public's validation and the order
// service read them under the service role. Uses are counted here, inside the order's transaction.

/** An integer array literal; postgres.js without type fetching cannot bind JS arrays. */
const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(",")}}`;

export interface CouponRow extends CouponRules {
  id: number;
  createdAt: Date;
  /** Orders placed with the code that stand (not cancelled), and what they sold. */
  orders: number;
  sales: number;
}

const COLUMNS = `d.id::int, d.code, d.kind, d.value, d.minimum_total as "minimumTotal",
  to_char(d.valid_from, 'YYYY-MM-DD') as "validFrom", to_char(d.valid_to, 'YYYY-MM-DD') as "validTo",
  d.max_uses as "maxUses", d.max_uses_per_email as "maxUsesPerEmail",
  to_json(d.category_ids) as "categoryIds", to_json(d.product_ids) as "productIds",
  d.active, d.uses, d.wholesale_allowed as "wholesaleAllowed", d.created_at as "createdAt"`;

/** Every code, newest first, with its orders and sales (orders not cancelled). */
export async function listCoupons(tx: Tx): Promise<CouponRow[]> {
  return tx<CouponRow[]>`
    select ${tx.unsafe(COLUMNS)},
           coalesce(s.orders, 0)::int as orders, coalesce(s.sales, 0)::int as sales
      from discount_codes d
      left join (select r.code_id, count(*) as orders, sum(o.total) as sales
                   from discount_code_redemptions r join orders o on o.id = r.order_id
                  where not r.returned group by r.code_id) s on s.code_id = d.id
     order by d.created_at desc, d.id desc`;
}

export async function readCoupon(tx: Tx, id: number): Promise<CouponRow | undefined> {
  const rows = await listCoupons(tx);
  return rows.find((row) => row.id === id);
}

/** The code the shopper typed, whatever its case. */
export async function findCouponByCode(tx: Tx, code: string): Promise<(CouponRules & { id: number }) | undefined> {
  const [row] = await tx<(CouponRules & { id: number })[]>`
    select ${tx.unsafe(COLUMNS)} from discount_codes d where lower(d.code) = lower(${code})`;
  return row;
}

export async function insertCoupon(tx: Tx, c: CouponInput): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into discount_codes (code, kind, value, minimum_total, valid_from, valid_to, max_uses, max_uses_per_email,
                                category_ids, product_ids, active, wholesale_allowed)
    values (${c.code}, ${c.kind}, ${c.value}, ${c.minimumTotal}, ${c.validFrom}, ${c.validTo}, ${c.maxUses},
            ${c.maxUsesPerEmail}, ${intArray(c.categoryIds)}::bigint[], ${intArray(c.productIds)}::bigint[],
            ${c.active}, ${c.wholesaleAllowed})
    returning id::int`;
  return row!.id;
}

/** Returns whether the code exists. Its uses stay as counted. */
export async function updateCoupon(tx: Tx, id: number, c: CouponInput): Promise<boolean> {
  const rows = await tx`
    update discount_codes
       set code = ${c.code}, kind = ${c.kind}, value = ${c.value}, minimum_total = ${c.minimumTotal},
           valid_from = ${c.validFrom}, valid_to = ${c.validTo}, max_uses = ${c.maxUses},
           max_uses_per_email = ${c.maxUsesPerEmail}, category_ids = ${intArray(c.categoryIds)}::bigint[],
           product_ids = ${intArray(c.productIds)}::bigint[], active = ${c.active},
           wholesale_allowed = ${c.wholesaleAllowed}, updated_at = now()
     where id = ${id} returning id`;
  return rows.length === 1;
}

export async function setCouponActive(tx: Tx, id: number, active: boolean): Promise<boolean> {
  const rows = await tx`update discount_codes set active = ${active}, updated_at = now() where id = ${id} returning id`;
  return rows.length === 1;
}

/** The category of each product (for codes restricted to categories). */
export async function productCategories(tx: Tx, productIds: readonly number[]): Promise<Map<number, number | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx<{ id: number; categoryId: number | null }[]>`
    select id::int, category_id::int as "categoryId" from products where id = any(${intArray(productIds)}::bigint[])`;
  return new Map(rows.map((r) => [r.id, r.categoryId]));
}

/** How many orders that stand this e-mail placed with the code. */
export async function emailUses(tx: Tx, codeId: number, email: string): Promise<number> {
  const [row] = await tx<{ n: number }[]>`
    select count(*)::int as n from discount_code_redemptions
     where code_id = ${codeId} and lower(email) = lower(${email}) and not returned`;
  return row?.n ?? 0;
}

/**
 * Counts one use of the code for an order, atomically: the conditional update (uses < max_uses) takes the code's
 * row lock until the order's transaction ends, so concurrent checkouts queue here and the per-e-mail count that
 * follows (a new snapshot under read committed) sees every redemption committed before it. 'used_up' or
 * 'used_by_email': nothing was counted that stands (the caller refuses, and the transaction rolls back).
 */
export async function redeemCoupon(
  tx: Tx,
  r: { codeId: number; orderId: number; email: string; maxUsesPerEmail: number | null },
): Promise<"ok" | "used_up" | "used_by_email"> {
  const counted = await tx`
    update discount_codes set uses = uses + 1
     where id = ${r.codeId} and active and (max_uses is null or uses < max_uses) returning id`;
  if (counted.length === 0) return "used_up";
  if (r.maxUsesPerEmail !== null && (await emailUses(tx, r.codeId, r.email)) >= r.maxUsesPerEmail) {
    return "used_by_email";
  }
  await tx`insert into discount_code_redemptions (order_id, code_id, email)
           values (${r.orderId}, ${r.codeId}, ${r.email.toLowerCase()})`;
  return "ok";
}

/**
 * Gives the order's code use back, once (a cancellation, an expired Mercado Pago reservation): the redemption's
 * flag is set in the statement that checks it, like the order's stock_released. Returns whether a use came back.
 */
export async function releaseOrderCode(tx: Tx, orderId: number): Promise<boolean> {
  const [row] = await tx<{ codeId: number }[]>`
    update discount_code_redemptions set returned = true
     where order_id = ${orderId} and not returned returning code_id::int as "codeId"`;
  if (!row) return false;
  await tx`update discount_codes set uses = greatest(uses - 1, 0) where id = ${row.codeId}`;
  return true;
}

/**
 * Counts the use again when a cancelled order comes back (paid late, reopened): the order keeps the price it was
 * sold at, so the use is counted even past the code's limit.
 */
export async function retakeOrderCode(tx: Tx, orderId: number): Promise<void> {
  const [row] = await tx<{ codeId: number }[]>`
    update discount_code_redemptions set returned = false
     where order_id = ${orderId} and returned returning code_id::int as "codeId"`;
  if (row) await tx`update discount_codes set uses = uses + 1 where id = ${row.codeId}`;
}
