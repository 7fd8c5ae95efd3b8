import { addDays, montevideoDate } from "./dates.ts";
import type { DepartmentName } from "./departments.ts";
import { lineTotal, type OrderTotals } from "./pricing.ts";

// Quotes ('Solicitar cotización', issue 44 part 3; decision 036 "## Quotes (session 24)"). Pure rules shared by the
// Worker, the back office and the storefront.

/** What the database stores. */
export const STORED_QUOTE_STATUSES = ["solicitada", "enviada", "aceptada", "rechazada"] as const;
export type StoredQuoteStatus = (typeof STORED_QUOTE_STATUSES)[number];
/** What people see: 'vencida' is an 'enviada' quote past its validity date, computed on read (never stored). */
export type QuoteStatus = StoredQuoteStatus | "vencida";
export const QUOTE_STATUSES: readonly QuoteStatus[] = ["solicitada", "enviada", "vencida", "aceptada", "rechazada"];

export const QUOTE_STATUS_LABELS: Readonly<Record<QuoteStatus, string>> = {
  solicitada: "Solicitada",
  enviada: "Enviada",
  vencida: "Vencida",
  aceptada: "Aceptada",
  rechazada: "Rechazada",
};

/** How long a sent quote holds by default, in calendar days. */
export const QUOTE_VALID_DAYS = 15;

/** The default validity date of a quote sent at `now`: Montevideo's day plus 15 days (YYYY-MM-DD). */
export const defaultValidUntil = (now: Date): string => addDays(montevideoDate(now), QUOTE_VALID_DAYS);

/** Whether a quote valid until `validUntil` (YYYY-MM-DD, inclusive) has expired at `now` (Montevideo's day). */
export const isExpired = (validUntil: string, now: Date): boolean => montevideoDate(now) > validUntil;

/** The state people see: a sent quote past its date is 'vencida'. */
export function quoteStatus(stored: StoredQuoteStatus, validUntil: string | null, now: Date): QuoteStatus {
  return stored === "enviada" && validUntil !== null && isExpired(validUntil, now) ? "vencida" : stored;
}

export interface QuoteLineAmounts {
  unitPrice: number;
  quantity: number;
}

/** The quote's products total, delivery and total. */
export function quoteTotals(lines: readonly QuoteLineAmounts[], deliveryFee: number) {
  const subtotal = lines.reduce((sum, l) => sum + lineTotal(l.unitPrice, l.quantity), 0);
  return { subtotal, deliveryFee, total: subtotal + deliveryFee };
}

/**
 * An accepted quote's order totals: the quoted lines and delivery cost (charged only for home delivery; pickup pays
 * none), no code and no transfer discount (the quoted prices are the agreed ones).
 */
export function quoteOrderTotals(
  lines: readonly QuoteLineAmounts[],
  deliveryFee: number,
  delivery: boolean,
): OrderTotals {
  const { subtotal } = quoteTotals(lines, 0);
  const fee = delivery ? deliveryFee : 0;
  return {
    subtotal,
    codeDiscount: 0,
    freeDelivery: false,
    productsTotal: subtotal,
    transferDiscount: 0,
    deliveryFee: fee,
    deliveryPaidByReceiver: false,
    total: subtotal + fee,
  };
}

/**
 * Where a request says the order goes (optional): 'retiro' (pickup at the shop) or one of the 19 departments, so the
 * owner can price the delivery. Null: 'Sin indicar'.
 */
export type QuoteDestination = "retiro" | DepartmentName;

/** 'retiro en el local', 'Salto', or null when not given ('Entrega: …'). */
export const quoteDestinationLabel = (destination: string | null): string | null =>
  destination === "retiro" ? "retiro en el local" : destination;
