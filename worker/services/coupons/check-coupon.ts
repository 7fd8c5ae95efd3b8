import { type CouponCheck, type CouponLine, checkCoupon, normalizeCouponCode } from "../../../domain/coupons.ts";
import { montevideoDate } from "../../../domain/dates.ts";
import { emailUses, findCouponByCode, productCategories } from "../../db/coupons.ts";
import type { Tx } from "../../db/database.ts";

/**
 * Reads the code the shopper typed and decides it for these priced lines today (Montevideo), for this e-mail when
 * known: the one check behind the cart's preview and the order service. Runs under the service role (the public
 * never reads discount_codes itself).
 */
export async function checkCouponFor(
  tx: Tx,
  input: {
    code: string;
    lines: readonly { productId: number; unitPrice: number; quantity: number }[];
    email: string | null;
    now: Date;
    /** The buyer prices from a wholesale list (issue 44): only a code allowed for them applies. */
    wholesale?: boolean;
  },
): Promise<{ check: CouponCheck; codeId: number | null; maxUsesPerEmail: number | null }> {
  const coupon = await findCouponByCode(tx, normalizeCouponCode(input.code));
  const categories = await productCategories(
    tx,
    input.lines.map((l) => l.productId),
  );
  const lines: CouponLine[] = input.lines.map((l) => ({ ...l, categoryId: categories.get(l.productId) ?? null }));
  const used = coupon && input.email ? await emailUses(tx, coupon.id, input.email) : null;
  const check = checkCoupon(coupon, lines, montevideoDate(input.now), used, input.wholesale);
  return { check, codeId: coupon?.id ?? null, maxUsesPerEmail: coupon?.maxUsesPerEmail ?? null };
}
