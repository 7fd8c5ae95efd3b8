// Bulk price changes (issue 24): raise or lower a set of sizes' prices by a percent or by an amount in pesos,
// then round to $ 1, $ 5 or $ 10. Pure: the back office's preview and the server's preview use the same rule,
// and the server's is the one applied. Prices are whole pesos above zero (DESIGN §3).

export const PRICE_CHANGE_MODES = ["percent", "amount"] as const;
export type PriceChangeMode = (typeof PRICE_CHANGE_MODES)[number];

export const PRICE_ROUNDINGS = [1, 5, 10] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

export const PRICE_CHANGE_MODE_LABELS: Readonly<Record<PriceChangeMode, string>> = {
  percent: "Porcentaje (%)",
  amount: "Monto ($)",
};

export interface PriceChangeRule {
  mode: PriceChangeMode;
  /** Percent (e.g. 10 or -7.5) or whole pesos (e.g. 50 or -20); negative lowers. */
  value: number;
  rounding: PriceRounding;
}

/**
 * A multiple of `step` nearest to `amount`, halves going up (152.5 → 155 with step 5; 147.5 → 150 with 5):
 * what a shop owner expects from 'redondear a $ 5'. Works in hundredths first so that 110.00000000000001
 * (150 × 1.1 in floating point) counts as 110.
 */
export function roundToStep(amount: number, step: PriceRounding): number {
  const cents = Math.round(amount * 100);
  const stepCents = step * 100;
  return (Math.floor((cents + stepCents / 2) / stepCents) * stepCents) / 100;
}

/**
 * The new price of a size, or null when the rule would leave it at $ 0 or less (the caller reports it; the
 * price is never written). The result is a whole number of pesos, a multiple of the rounding.
 */
export function changedPrice(price: number, rule: PriceChangeRule): number | null {
  const raw = rule.mode === "percent" ? price * (1 + rule.value / 100) : price + rule.value;
  const next = roundToStep(raw, rule.rounding);
  return Number.isSafeInteger(next) && next > 0 ? next : null;
}

/** 'Subir 10 %, redondeado a $ 5' — the change in words, for the preview and the history. */
export function describePriceChange(rule: PriceChangeRule): string {
  const verb = rule.value >= 0 ? "Subir" : "Bajar";
  const size = Math.abs(rule.value);
  const amount = rule.mode === "percent" ? `${String(size).replace(".", ",")} %` : `$ ${size}`;
  return `${verb} ${amount}, redondeado a $ ${rule.rounding}`;
}
