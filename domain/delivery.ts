import { isMontevideo } from "./departments.ts";
import type { ShopRules } from "./shop-rules.ts";

// Delivery policy (DESIGN.md 4.5): home delivery needs a product subtotal of at least the minimum;
// in Montevideo it costs the delivery fee below the free-delivery threshold and nothing from it; other departments
// go by a courier agency that the receiver pays on arrival, so the shop charges nothing for it. The figures are the
// owner's (ShopRules, Ajustes; today $ 2000, $ 350 and $ 4000) and an order keeps the ones it was priced with.

export const DELIVERY_METHODS = ["pickup", "delivery"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const DELIVERY_METHOD_LABELS: Readonly<Record<DeliveryMethod, string>> = {
  pickup: "Retiro",
  delivery: "Delivery",
};

/**
 * Where the order goes, in words (issue 38, item 14): 'Retiro en el local', 'Envío a domicilio en Montevideo', or
 * for another department the courier's agency, 'Envío a la agencia DAC Las Piedras de Canelones' once the shop
 * named it, 'Envío por agencia a Canelones' before. Never 'Delivery a Canelones': nobody delivers there.
 */
export function deliveryPlace(order: {
  deliveryMethod: string;
  town: string | null;
  agency?: string | null;
  /** The carrier the shopper chose and where it delivers (issue 45): 'Envío por DAC a la agencia …'. */
  carrier?: string | null;
  mode?: string | null;
}): string {
  if (order.deliveryMethod === "pickup") return "Retiro en el local";
  if (!order.town || isMontevideo(order.town)) return "Envío a domicilio en Montevideo";
  const by = order.carrier ? ` por ${order.carrier}` : "";
  if (order.mode === "address") return `Envío${by} a domicilio en ${order.town}`;
  return order.agency
    ? `Envío${by} a la agencia ${order.agency} de ${order.town}`
    : `Envío${by} por agencia a ${order.town}`;
}

/** An interior order's carrier and agency on one line, for the remito and the desk: 'DAC · Agencia DAC Salto'. */
export function shippingLine(shipping: { carrierName: string | null; mode: string; agency: string | null }): string {
  const where = shipping.mode === "address" ? "A domicilio" : shipping.agency ? `Agencia ${shipping.agency}` : null;
  return [shipping.carrierName, where].filter(Boolean).join(" · ");
}

/** The rules delivery is priced with. */
export type DeliveryRules = Pick<ShopRules, "montevideoDeliveryFee" | "freeDeliveryFrom">;

/** Whether home delivery may be chosen for this product subtotal (whole pesos). */
export function canDeliver(subtotal: number, rules: Pick<ShopRules, "deliveryMinimum">): boolean {
  return subtotal >= rules.deliveryMinimum;
}

export interface DeliveryFee {
  /** What the shop charges, in whole pesos. */
  readonly fee: number;
  /** True when a courier delivers and the receiver pays the courier (interior departments). */
  readonly paidByReceiver: boolean;
}

/**
 * The delivery fee the shop charges. It does not check canDeliver: callers refuse delivery below
 * the minimum before pricing it.
 */
export function deliveryFee(
  input: { subtotal: number; deliveryMethod: DeliveryMethod; town: string },
  rules: DeliveryRules,
): DeliveryFee {
  if (input.deliveryMethod === "pickup") return { fee: 0, paidByReceiver: false };
  if (!isMontevideo(input.town)) return { fee: 0, paidByReceiver: true };
  const fee = input.subtotal < rules.freeDeliveryFrom ? rules.montevideoDeliveryFee : 0;
  return { fee, paidByReceiver: false };
}
