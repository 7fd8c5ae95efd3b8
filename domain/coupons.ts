import { formatDate } from "./dates.ts";
import { formatUYU } from "./money.ts";
import type { CodeTerms } from "./pricing.ts";
import { plural } from "./text.ts";

// Discount codes ('cupones', issue 25; docs/decisions/024-discount-codes.md). Whether a code applies to a cart and
// on which lines, decided in one place: the Worker's validation (POST /api/cart/code) and the order service
// (worker/services/place-order.ts) both call checkCoupon; domain/pricing.ts orderTotals prices the result.

export const COUPON_KINDS = ["percent", "amount", "free_delivery"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_KIND_LABELS: Readonly<Record<CouponKind, string>> = {
  percent: "Porcentaje",
  amount: "Monto fijo",
  free_delivery: "Envío gratis",
};

/** A code as the rules need it (worker/db/coupons.ts reads it). */
export interface CouponRules {
  code: string;
  kind: CouponKind;
  value: number;
  minimumTotal: number;
  /** 'YYYY-MM-DD' in Montevideo, both days included; null: no limit. */
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  maxUsesPerEmail: number | null;
  categoryIds: readonly number[];
  productIds: readonly number[];
  active: boolean;
  uses: number;
  /** Whether a wholesale buyer may use it (issue 44: their list already discounts); absent: no. */
  wholesaleAllowed?: boolean;
}

export interface CouponLine {
  productId: number;
  categoryId: number | null;
  unitPrice: number;
  quantity: number;
}

export type CouponRefusal =
  | "coupon_not_found"
  | "coupon_paused"
  | "coupon_not_started"
  | "coupon_expired"
  | "coupon_used_up"
  | "coupon_used_by_email"
  | "coupon_minimum"
  | "coupon_not_applicable"
  | "coupon_not_wholesale";

export type CouponCheck =
  | { ok: true; terms: CodeTerms & { code: string } }
  | { ok: false; reason: CouponRefusal; message: string };

/** What the shopper types: trimmed; the comparison ignores case (the database's unique index on lower(code)). */
export function normalizeCouponCode(text: string): string {
  return text.trim();
}

export function couponRefusal(reason: CouponRefusal, coupon?: CouponRules): CouponCheck {
  const messages: Record<CouponRefusal, string> = {
    coupon_not_found: "El cupón no existe.",
    coupon_paused: "El cupón no está disponible por ahora.",
    coupon_not_started: `El cupón vale desde el ${coupon?.validFrom ? formatDate(coupon.validFrom) : ""}.`,
    coupon_expired: `El cupón venció el ${coupon?.validTo ? formatDate(coupon.validTo) : ""}.`,
    coupon_used_up: "Este cupón ya no tiene usos disponibles.",
    coupon_used_by_email: "Ya usó este cupón.",
    coupon_minimum: `Mínimo de compra ${formatUYU(coupon?.minimumTotal ?? 0)} para este cupón.`,
    coupon_not_applicable: "El cupón no aplica a estos productos.",
    coupon_not_wholesale: "Este cupón no aplica a precios mayoristas.",
  };
  return { ok: false, reason, message: messages[reason] };
}

/** Whether a line counts for the code: every line when it names no category or product. */
export function isEligibleLine(coupon: Pick<CouponRules, "categoryIds" | "productIds">, line: CouponLine): boolean {
  if (coupon.categoryIds.length === 0 && coupon.productIds.length === 0) return true;
  return (
    coupon.productIds.includes(line.productId) ||
    (line.categoryId !== null && coupon.categoryIds.includes(line.categoryId))
  );
}

/**
 * Decides whether the code applies to these lines today ('YYYY-MM-DD' in Montevideo) for a shopper who has used it
 * `usesByEmail` times (null: the e-mail is not known yet, as in the cart). The minimum compares the products'
 * subtotal before any discount. Refusals come in the order a shopper can act on them. A wholesale buyer (issue 44)
 * may use only a code the owner allowed for them.
 */
export function checkCoupon(
  coupon: CouponRules | undefined,
  lines: readonly CouponLine[],
  today: string,
  usesByEmail: number | null,
  wholesale = false,
): CouponCheck {
  if (!coupon) return couponRefusal("coupon_not_found");
  if (!coupon.active) return couponRefusal("coupon_paused", coupon);
  if (wholesale && !coupon.wholesaleAllowed) return couponRefusal("coupon_not_wholesale", coupon);
  if (coupon.validFrom && today < coupon.validFrom) return couponRefusal("coupon_not_started", coupon);
  if (coupon.validTo && today > coupon.validTo) return couponRefusal("coupon_expired", coupon);
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return couponRefusal("coupon_used_up", coupon);
  if (usesByEmail !== null && coupon.maxUsesPerEmail !== null && usesByEmail >= coupon.maxUsesPerEmail) {
    return couponRefusal("coupon_used_by_email", coupon);
  }
  const total = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  if (total < coupon.minimumTotal) return couponRefusal("coupon_minimum", coupon);
  const eligibleSubtotal = lines
    .filter((l) => isEligibleLine(coupon, l))
    .reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  if (eligibleSubtotal === 0 && coupon.kind !== "free_delivery") return couponRefusal("coupon_not_applicable", coupon);
  if (coupon.kind === "free_delivery" && !lines.some((l) => isEligibleLine(coupon, l))) {
    return couponRefusal("coupon_not_applicable", coupon);
  }
  return { ok: true, terms: { code: coupon.code, kind: coupon.kind, value: coupon.value, eligibleSubtotal } };
}

/** "Aceites y Jabones": names in a Spanish list. */
function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} y ${names.at(-1)}`;
}

/**
 * What a code is limited to, by name (issue 38, item 14): 'solo la categoría Aceites esenciales', 'solo las
 * categorías Aceites y Jabones', 'solo 3 productos elegidos', or both; null when it counts for every product.
 * `categoryNames`: the names of its categories that still exist.
 */
export function couponScope(categoryNames: readonly string[], productCount: number): string | null {
  const parts: string[] = [];
  if (categoryNames.length === 1) parts.push(`la categoría ${categoryNames[0]}`);
  if (categoryNames.length > 1) parts.push(`las categorías ${listed(categoryNames)}`);
  if (productCount > 0) parts.push(plural(productCount, "producto elegido", "productos elegidos"));
  return parts.length ? `solo ${parts.join(" y ")}` : null;
}

/** "10 %", "$ 500", "Envío gratis": what a code gives, for lists and the cart. */
export function describeCoupon(coupon: Pick<CouponRules, "kind" | "value">): string {
  if (coupon.kind === "percent") return `${coupon.value}\u00a0%`;
  if (coupon.kind === "amount") return formatUYU(coupon.value);
  return "Envío gratis";
}
