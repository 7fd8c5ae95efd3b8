import { formatPercent, formatUYU } from "./money.ts";

// The shop's rules the owner edits in Ajustes (DESIGN.md section 9, issue 24): the domain functions take them as
// parameters, an order stores the values it was priced with, and every text that states them (checkout, cart,
// /information, terms, mails, the pages the owner writes) is filled from them.

export interface LeadTimes {
  /** Business days until a pickup order is ready, ordered before the cut-off hour (one more after it). */
  readonly pickup: number;
  /** Business days until a Montevideo delivery arrives. */
  readonly montevideo: number;
  /** Business days until an interior order is handed to the courier agency. */
  readonly interior: number;
}

export interface NonWorkingDay {
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  readonly name: string;
}

export interface ShopRules {
  /** Whole pesos charged for delivery in Montevideo below the free-delivery threshold. */
  readonly montevideoDeliveryFee: number;
  /** From this products total (whole pesos) Montevideo delivery is free. */
  readonly freeDeliveryFrom: number;
  /** Home delivery needs at least this products total (whole pesos). */
  readonly deliveryMinimum: number;
  /** Percent off the products total when paying by bank transfer (whole number 0-50). */
  readonly transferDiscountPercent: number;
  /** Pickup orders placed at or after this local hour (0-23, Montevideo) take one more business day. */
  readonly cutoffHour: number;
  readonly leadTimes: LeadTimes;
  /** The store's opening hours as shown to customers: 'Lunes a viernes 8:30–12:30 y 13:00–17:30'. */
  readonly storeHours: string;
  /** The days the shop is closed besides weekends, sorted by date (holidays, Carnival, Tourism Week...). */
  readonly nonWorkingDays: readonly NonWorkingDay[];
}

/**
 * The placeholders an owner-written page may use ({{envio_montevideo}} ...) and the text each one becomes. The
 * keys are part of the stored pages' contract: add new ones, never rename.
 */
export const RULE_TOKENS = {
  envio_montevideo: "Costo del delivery en Montevideo",
  envio_gratis_desde: "Envío gratis desde",
  minimo_envio: "Compra mínima para envío",
  descuento_transferencia: "Descuento por transferencia",
  hora_corte: "Hora de corte",
  horario: "Horario del local",
  plazo_retiro: "Plazo de retiro",
  plazo_montevideo: "Plazo de entrega en Montevideo",
  plazo_interior: "Plazo de entrega al interior",
} as const;
export type RuleToken = keyof typeof RULE_TOKENS;

/** '5 %': a percent as the shop writes it, with a no-break space (never '5' and '%' on two lines). */
const businessDays = (n: number) => (n === 1 ? "1 día hábil" : `${n} días hábiles`);

/** Each placeholder's text for these rules: '$ 350', '5 %', '15:00', '2 días hábiles'... */
export function ruleTokenValues(rules: ShopRules): Record<RuleToken, string> {
  return {
    envio_montevideo: formatUYU(rules.montevideoDeliveryFee),
    envio_gratis_desde: formatUYU(rules.freeDeliveryFrom),
    minimo_envio: formatUYU(rules.deliveryMinimum),
    descuento_transferencia: formatPercent(rules.transferDiscountPercent),
    hora_corte: `${String(rules.cutoffHour).padStart(2, "0")}:00`,
    horario: rules.storeHours,
    plazo_retiro: businessDays(rules.leadTimes.pickup),
    plazo_montevideo: businessDays(rules.leadTimes.montevideo),
    plazo_interior: businessDays(rules.leadTimes.interior),
  };
}

/** Replaces every known {{token}} in text; unknown tokens are left as they are (the editor warns about them). */
export function fillRuleTokens(text: string, rules: ShopRules): string {
  const values = ruleTokenValues(rules);
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? values[key as RuleToken] : whole,
  );
}

/** The rules an order is priced and estimated with, stored on the order (orders.pricing_rules). */
export type OrderPricingRules = Pick<
  ShopRules,
  | "montevideoDeliveryFee"
  | "freeDeliveryFrom"
  | "deliveryMinimum"
  | "transferDiscountPercent"
  | "cutoffHour"
  | "leadTimes"
>;

/** The part of the rules an order keeps. */
export function orderPricingRules(rules: OrderPricingRules): OrderPricingRules {
  return {
    montevideoDeliveryFee: rules.montevideoDeliveryFee,
    freeDeliveryFrom: rules.freeDeliveryFrom,
    deliveryMinimum: rules.deliveryMinimum,
    transferDiscountPercent: rules.transferDiscountPercent,
    cutoffHour: rules.cutoffHour,
    leadTimes: { ...rules.leadTimes },
  };
}

// The defaults (DEFAULT_SHOP_RULES) live in shop-rules-defaults.ts and are imported from there, never re-exported
// here: a re-export kept the list of non-working days in the storefront's first load (bundle-budget.spec.ts).
