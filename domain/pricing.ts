import { type DeliveryMethod, type DeliveryRules, deliveryFee } from "./delivery.ts";
import {
  type PriceList,
  quantityProblem,
  type RetailSize,
  type WholesalePrice,
  wholesaleUnitPrice,
} from "./price-lists.ts";
import type { ShopRules } from "./shop-rules.ts";

// All amounts are whole pesos. The server computes every figure from the database; the browser uses
// these same functions only to preview what the server will charge.

export const PAYMENT_METHODS = ["bank", "mercadopago"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  bank: "Transferencia bancaria",
  mercadopago: "Mercado Pago",
};

/** The rules an order's totals are computed with (the owner's, ShopRules; the order stores them). */
export type PricingRules = DeliveryRules & Pick<ShopRules, "transferDiscountPercent">;

function assertWholePesos(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number, got ${value}`);
  }
}

/**
 * percent% of amount rounded to whole pesos, half up. Done in integers so it agrees exactly with
 * Postgres' round(amount * percent / 100.0) (numeric, halves away from zero) on every input,
 * with no floating-point surprises near .5.
 */
function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent + 50) / 100);
}

/**
 * Price after the product's discount: price minus the rounded percent. The twin of the SQL
 * function public.discounted_price(price, discount).
 */
export function discountedPrice(price: number, discountPercent: number): number {
  assertWholePesos("price", price);
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`discountPercent must be a whole number 0-100, got ${discountPercent}`);
  }
  return price - percentOf(price, discountPercent);
}

export function lineTotal(unitPrice: number, quantity: number): number {
  assertWholePesos("unitPrice", unitPrice);
  assertWholePesos("quantity", quantity);
  return unitPrice * quantity;
}

/**
 * Section 9, step 0 (issue 44, decision 036): a line's unit price for its buyer, from the rules written once in
 * domain/price-lists.ts: the buyer's list and the break `quantity` reaches (null list: retail, the size's final price),
 * and, for a business buyer, the refusal of a quantity below the size's minimum or off its multiple (null: allowed).
 */
export function lineUnitPrice(
  size: RetailSize & { label: string },
  quantity: number,
  list: PriceList | null,
): WholesalePrice & { problem: string | null } {
  const price = wholesaleUnitPrice(size, quantity, list);
  const problem = list ? quantityProblem(size.label, quantity, list.sizes.get(size.variantId)) : null;
  return { ...price, problem };
}

/** The rules a buyer's order is priced with: a list's own bank-transfer discount replaces the shop's when set. */
export function buyerPricingRules<R extends { transferDiscountPercent: number }>(
  rules: R,
  listTransferPercent: number | null | undefined,
): R {
  return listTransferPercent === null || listTransferPercent === undefined
    ? rules
    : { ...rules, transferDiscountPercent: listTransferPercent };
}

export interface PricedLine {
  readonly unitPrice: number;
  readonly quantity: number;
}

export function subtotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line.unitPrice, line.quantity), 0);
}

/** The bank-transfer discount: percent % of the product subtotal, rounded to whole pesos (half up). */
export function transferDiscount(productSubtotal: number, percent: number): number {
  assertWholePesos("subtotal", productSubtotal);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent must be a whole number 0-100, got ${percent}`);
  }
  return percentOf(productSubtotal, percent);
}

/** A discount code's effect as pricing needs it (domain/coupons.ts decides whether it applies). */
export interface CodeTerms {
  readonly kind: "percent" | "amount" | "free_delivery";
  /** percent: 1-100; amount: whole pesos; free_delivery: 0. */
  readonly value: number;
  /** The subtotal of the lines the code applies to (all lines when it is not restricted). */
  readonly eligibleSubtotal: number;
}

/**
 * What a code takes off the products (DESIGN.md 9 step 2): percent of the eligible lines rounded once, or a fixed
 * amount capped at them; free delivery takes nothing off the products.
 */
export function codeDiscount(code: CodeTerms, productSubtotal: number): number {
  assertWholePesos("eligibleSubtotal", code.eligibleSubtotal);
  const eligible = Math.min(code.eligibleSubtotal, productSubtotal);
  if (code.kind === "percent") return percentOf(eligible, Math.min(100, Math.max(0, code.value)));
  if (code.kind === "amount") return Math.min(code.value, eligible);
  return 0;
}

export interface OrderTotals {
  readonly subtotal: number;
  /** What the discount code took off the products (0 without one, and for free delivery). */
  readonly codeDiscount: number;
  /** The code makes delivery free. */
  readonly freeDelivery: boolean;
  /** subtotal − code discount: what the delivery threshold, the minimum and the transfer discount look at. */
  readonly productsTotal: number;
  readonly transferDiscount: number;
  readonly deliveryFee: number;
  /** The courier is paid by the receiver on arrival (interior); not part of total. */
  readonly deliveryPaidByReceiver: boolean;
  readonly total: number;
}

/**
 * Totals of an order, in DESIGN.md section 9's order: lines → subtotal → code discount → products total →
 * delivery (threshold on the products total; a free-delivery code waives the Montevideo fee) → transfer
 * discount on the products total (never on the delivery fee) → total. Whether delivery is allowed at all
 * (canDeliver on the products total) is the caller's check.
 */
export function orderTotals(input: {
  lines: readonly PricedLine[];
  deliveryMethod: DeliveryMethod;
  town: string;
  /** 'counter': paid at the shop's counter, taken by the owner (decision 035); no transfer discount. */
  paymentMethod: PaymentMethod | "counter";
  rules: PricingRules;
  /** A code that applies (already validated); none: no code. */
  code?: CodeTerms | null;
  /** The interior's shipping as the owner's table priced it (domain/shipping.ts); none: the receiver pays. */
  interior?: { fee: number; paidByReceiver: boolean } | null;
}): OrderTotals {
  const productSubtotal = subtotal(input.lines);
  const byCode = input.code ? codeDiscount(input.code, productSubtotal) : 0;
  const freeDelivery = input.code?.kind === "free_delivery";
  const productsTotal = productSubtotal - byCode;
  const discount =
    input.paymentMethod === "bank" ? transferDiscount(productsTotal, input.rules.transferDiscountPercent) : 0;
  const byTown = deliveryFee(
    { subtotal: productsTotal, deliveryMethod: input.deliveryMethod, town: input.town },
    input.rules,
  );
  // Interior (issue 45): the table's fee when the owner charges one; a free-delivery code waives it too.
  const delivery = byTown.paidByReceiver && input.interior ? input.interior : byTown;
  const fee = freeDelivery ? 0 : delivery.fee;
  return {
    subtotal: productSubtotal,
    codeDiscount: byCode,
    freeDelivery,
    productsTotal,
    transferDiscount: discount,
    deliveryFee: fee,
    deliveryPaidByReceiver: delivery.paidByReceiver,
    total: productsTotal - discount + fee,
  };
}
