import { groupThousands } from "../../../domain/money.ts";

// How the printed CFE writes amounts and dates (es-UY): "$ 1.234,00" and "25/11/2026". A plain space after the
// sign (the PDF's text is searched and copied as written).

/** Cents as pesos with two decimals: 123456 -> "$ 1.234,56", -500 -> "-$ 5,00". */
export function centsText(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const text = `$ ${groupThousands(Math.floor(whole / 100))},${String(whole % 100).padStart(2, "0")}`;
  return cents < 0 && whole > 0 ? `-${text}` : text;
}

/** Whole pesos with two decimals: 1234 -> "$ 1.234,00". */
export const pesosText = (pesos: number) => centsText(Math.round(pesos * 100));

/** A quantity as Spanish writes it: 2 -> "2", 1.5 -> "1,5". */
export const quantityText = (quantity: number) => String(quantity).replace(".", ",");

/** YYYY-MM-DD (or an ISO date-time's date part) as dd/mm/aaaa. */
export function dmy(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDate;
}
