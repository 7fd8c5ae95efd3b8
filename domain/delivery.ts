import { isMontevideo } from "./departments.ts";

// Delivery policy (DESIGN.md 4.5): home delivery needs a product subtotal of at least $2000;
// in Montevideo it costs $350 below $4000 and is free from $4000; other departments go by a courier
// agency that the receiver pays on arrival, so the shop charges nothing for it.

export const DELIVERY_METHODS = ["pickup", "delivery"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const DELIVERY_METHOD_LABELS: Readonly<Record<DeliveryMethod, string>> = {
  pickup: "Retiro",
  delivery: "Delivery",
};

export const DELIVERY_MIN_SUBTOTAL = 2000;
export const MONTEVIDEO_DELIVERY_FEE = 350;
export const FREE_DELIVERY_FROM = 4000;

/** Whether home delivery may be chosen for this product subtotal (whole pesos). */
export function canDeliver(subtotal: number): boolean {
  return subtotal >= DELIVERY_MIN_SUBTOTAL;
}

export interface DeliveryFee {
  /** What the shop charges, in whole pesos. */
  readonly fee: number;
  /** True when a courier delivers and the receiver pays the courier (interior departments). */
  readonly paidByReceiver: boolean;
}

/**
 * The delivery fee the shop charges. It does not check canDeliver: callers refuse delivery below
 * DELIVERY_MIN_SUBTOTAL before pricing it.
 */
export function deliveryFee(input: { subtotal: number; deliveryMethod: DeliveryMethod; town: string }): DeliveryFee {
  if (input.deliveryMethod === "pickup") return { fee: 0, paidByReceiver: false };
  if (!isMontevideo(input.town)) return { fee: 0, paidByReceiver: true };
  const fee = input.subtotal < FREE_DELIVERY_FROM ? MONTEVIDEO_DELIVERY_FEE : 0;
  return { fee, paidByReceiver: false };
}
