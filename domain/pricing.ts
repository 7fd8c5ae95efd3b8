import { type DeliveryMethod, type DeliveryRules, deliveryFee } from "./delivery.ts";
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

export interface OrderTotals {
  readonly subtotal: number;
  readonly transferDiscount: number;
  readonly deliveryFee: number;
  /** The courier is paid by the receiver on arrival (interior); not part of total. */
  readonly deliveryPaidByReceiver: boolean;
  readonly total: number;
}

/**
 * Totals of an order. The transfer discount applies to the products only, never to the delivery
 * fee; the free-delivery threshold looks at the product subtotal before that discount (the figure
 * the shopper sees in the cart). Whether delivery is allowed at all (canDeliver) is the caller's check.
 */
export function orderTotals(input: {
  lines: readonly PricedLine[];
  deliveryMethod: DeliveryMethod;
  town: string;
  paymentMethod: PaymentMethod;
  rules: PricingRules;
}): OrderTotals {
  const productSubtotal = subtotal(input.lines);
  const discount =
    input.paymentMethod === "bank" ? transferDiscount(productSubtotal, input.rules.transferDiscountPercent) : 0;
  const delivery = deliveryFee(
    { subtotal: productSubtotal, deliveryMethod: input.deliveryMethod, town: input.town },
    input.rules,
  );
  return {
    subtotal: productSubtotal,
    transferDiscount: discount,
    deliveryFee: delivery.fee,
    deliveryPaidByReceiver: delivery.paidByReceiver,
    total: productSubtotal - discount + delivery.fee,
  };
}
