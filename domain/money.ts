// Money is whole Uruguayan pesos (integers) everywhere: the database, the API and the UI.

// One formatter for the whole process: building an Intl.NumberFormat is far slower than using one.
// es-UY prints "$ 1.234": dollar sign, a NO-BREAK SPACE (U+00A0), dot as the thousands separator.
const uyu = new Intl.NumberFormat("es-UY", {
  style: "currency",
  currency: "UYU",
  maximumFractionDigits: 0,
});

/** Formats whole pesos for shoppers, e.g. 1234 -> "$ 1.234" (with a no-break space). */
export function formatUYU(amount: number): string {
  return uyu.format(amount);
}
