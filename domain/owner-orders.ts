import { formatUYU } from "./money.ts";

// Orders the owner takes by phone, WhatsApp or at the counter (DESIGN.md section 15; decision 035): the channel,
// the payments only the owner offers, and the owner's price change of a line, decided once here.

export const CHANNELS = ["web", "telefono", "whatsapp", "local"] as const;
export type Channel = (typeof CHANNELS)[number];
/** The channels the owner places orders through ('web' is the shop's own checkout). */
export const OWNER_CHANNELS = ["telefono", "whatsapp", "local"] as const satisfies readonly Channel[];
export type OwnerChannel = (typeof OWNER_CHANNELS)[number];

export const CHANNEL_LABELS: Readonly<Record<Channel, string>> = {
  web: "Web",
  telefono: "Teléfono",
  whatsapp: "WhatsApp",
  local: "Local",
};

export const isChannel = (value: string): value is Channel => (CHANNELS as readonly string[]).includes(value);

/** How the owner's order is paid: a pay link (Mercado Pago or transfer) or 'Pagado en el local'. */
export const OWNER_PAYMENTS = ["mercadopago", "bank", "counter"] as const;
export type OwnerPayment = (typeof OWNER_PAYMENTS)[number];
export const COUNTER_PAYMENT_LABEL = "Pagado en el local";
/** 'Pagado en el local': cash or POS, stored as the order's payment_type. */
export const COUNTER_KINDS = ["EFECTIVO", "POS"] as const;
export type CounterKind = (typeof COUNTER_KINDS)[number];
export const COUNTER_KIND_LABELS: Readonly<Record<CounterKind, string>> = { EFECTIVO: "Efectivo", POS: "POS" };

/** The owner's change of one line: a new unit price, or pesos off each unit; always with a reason. */
export interface PriceChange {
  readonly unitPrice?: number | undefined;
  readonly discount?: number | undefined;
  readonly reason?: string | undefined;
}

export type ChargedPrice =
  | { ok: true; unitPrice: number; changed: boolean }
  | { ok: false; code: "price_not_positive" | "discount_over_line" | "price_reason_required"; message: string };

/**
 * The unit price a line is charged (section 9 step 1 with the owner's change): the list price (the size's price
 * after the product's discount) unless the owner set another price or took pesos off each unit. A change needs a
 * reason; the price charged must stay above $ 0; a discount may not exceed the line's price.
 */
export function chargedUnitPrice(listPrice: number, change: PriceChange | null | undefined, name = ""): ChargedPrice {
  const of = name ? ` de ${name}` : "";
  if (!change || (change.unitPrice === undefined && !change.discount)) {
    return { ok: true, unitPrice: listPrice, changed: false };
  }
  const base = change.unitPrice ?? listPrice;
  const discount = change.discount ?? 0;
  const notPositive = {
    ok: false,
    code: "price_not_positive",
    message: `El precio${of} debe ser mayor que $ 0.`,
  } as const;
  if (base <= 0) return notPositive;
  if (discount > base) {
    return {
      ok: false,
      code: "discount_over_line",
      message: `El descuento${of} no puede superar su precio de ${formatUYU(base)}.`,
    };
  }
  const unitPrice = base - discount;
  if (unitPrice <= 0) return notPositive;
  if (!change.reason?.trim()) {
    return {
      ok: false,
      code: "price_reason_required",
      message: `Indique el motivo del cambio de precio${of}.`,
    };
  }
  return { ok: true, unitPrice, changed: unitPrice !== listPrice };
}

/** The text the owner pastes into WhatsApp: the order, its total and the link where the customer pays. */
export function whatsappText(order: {
  id: number;
  firstName: string;
  total: number;
  items: readonly { productName: string; size: number; unit: string; quantity: number; lineTotal: number }[];
  link: string | null;
  payment: OwnerPayment;
}): string {
  const lines = order.items.map(
    (i) => `• ${i.quantity} × ${i.productName} (${i.size} ${i.unit}): ${formatUYU(i.lineTotal)}`,
  );
  const pay =
    order.payment === "mercadopago"
      ? `Puede pagarlo con Mercado Pago en este enlace: ${order.link}`
      : order.payment === "bank"
        ? `Los datos para la transferencia y el pedido están en este enlace: ${order.link}`
        : "Pagado en el local. ¡Gracias por su compra!";
  return [
    `Hola ${order.firstName}, le enviamos su pedido N.º ${order.id}:`,
    ...lines,
    `Total: ${formatUYU(order.total)}`,
    pay,
  ].join("\n");
}

/** The month's sales by channel as the dashboard lists them: every channel, in order, 0 without sales. */
export function salesByChannel(rows: readonly { channel: string; orders: number; total: number }[]) {
  return CHANNELS.map((channel) => {
    const row = rows.find((r) => r.channel === channel);
    return { channel, label: CHANNEL_LABELS[channel], orders: row?.orders ?? 0, total: row?.total ?? 0 };
  });
}
