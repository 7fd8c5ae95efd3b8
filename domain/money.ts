// Money is whole Uruguayan pesos (integers) everywhere: the database, the API and the UI.

// es-UY prints "$ 1.234": dollar sign, a NO-BREAK SPACE (U+00A0), dot as the thousands separator. Written out instead
// of an Intl.NumberFormat: building the first one loads the locale's data, 20-40 ms of a phone's main thread while the
// storefront starts (docs/decisions/010); money.test.ts checks the result against Intl's.

/** A whole number with es-UY thousands separators, rounded half away from zero like Intl: 1234.5 -> "1.235". */
export function groupThousands(value: number): string {
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+$)/g, ".");
  return value < 0 && whole > 0 ? `-${digits}` : digits;
}

/** Formats whole pesos for shoppers, e.g. 1234 -> "$ 1.234" (with a no-break space). */
export function formatUYU(amount: number): string {
  const digits = groupThousands(amount);
  return digits.startsWith("-") ? `-$\u00a0${digits.slice(1)}` : `$\u00a0${digits}`;
}

/** A percentage as Spanish writes it: "5 %" (with a no-break space). Here, not in shop-rules.ts: the footer needs
 * only this, and the storefront's first load should not carry the rules' module (bundle-budget.spec.ts). */
export const formatPercent = (percent: number) => `${percent}\u00a0%`;

/**
 * Short amounts for the dashboard's chart, one style on its axis and its bars: "$ 950", "$ 4,5 mil", "$ 12 mil",
 * "$ 1,2 M" (one decimal below ten, with a decimal comma; none from ten up).
 */
export function formatCompactUYU(amount: number): string {
  const abs = Math.abs(amount);
  const [value, unit] = abs >= 1_000_000 ? [abs / 1_000_000, "M"] : abs >= 1000 ? [abs / 1000, "mil"] : [abs, ""];
  const rounded = value < 10 && unit ? Math.round(value * 10) / 10 : Math.round(value);
  const text = String(rounded).replace(".", ",");
  const sign = amount < 0 && rounded > 0 ? "-" : "";
  return `${sign}$\u00a0${text}${unit ? `\u00a0${unit}` : ""}`;
}
