import type { QuoteLineView, QuoteSummary, QuoteView } from "../../../domain/api/quotes.ts";
import { quoteStatus, quoteTotals } from "../../../domain/quotes.ts";
import type { QuoteListRow, QuoteRow } from "../../db/quotes.ts";

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A quote as its page and the back office show it; 'vencida' computed from the server's clock. */
export function quoteView(row: QuoteRow, lines: QuoteLineView[], now: Date): QuoteView {
  const { subtotal, total } = quoteTotals(lines, row.deliveryFee);
  return {
    id: row.id,
    number: row.number,
    email: row.email,
    status: quoteStatus(row.status, row.validUntil, now),
    note: row.note,
    destination: row.destination,
    ownerNote: row.ownerNote,
    reason: row.reason,
    deliveryFee: row.deliveryFee,
    validUntil: row.validUntil,
    createdAt: iso(row.createdAt)!,
    sentAt: iso(row.sentAt),
    orderId: row.orderId,
    lines,
    subtotal,
    total,
  };
}

export function quoteSummary(row: QuoteListRow, now: Date): QuoteSummary {
  return {
    id: row.id,
    number: row.number,
    email: row.email,
    status: quoteStatus(row.status, row.validUntil, now),
    createdAt: iso(row.createdAt)!,
    validUntil: row.validUntil,
    total: row.subtotal + row.deliveryFee,
    orderId: row.orderId,
    destination: row.destination,
  };
}
