import type { QuoteDestination, QuoteStatus } from "../quotes.ts";

/** One line of a quote as the customer and the owner see it. */
export interface QuoteLineView {
  productId: number | null;
  variantId: number | null;
  productName: string;
  size: number | null;
  unit: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/** A quote (GET /api/quotes/:id, the back office's detail). */
export interface QuoteView {
  id: number;
  number: string;
  email: string;
  status: QuoteStatus;
  note: string;
  /** Where the request says it goes: 'retiro', a department, or null ('Sin indicar'; domain/quotes.ts). */
  destination: QuoteDestination | null;
  ownerNote: string;
  reason: string | null;
  deliveryFee: number;
  validUntil: string | null;
  createdAt: string;
  sentAt: string | null;
  orderId: number | null;
  lines: QuoteLineView[];
  subtotal: number;
  total: number;
}

/** A row of a list ('Mis cotizaciones', 'Cotizaciones'). */
export interface QuoteSummary {
  id: number;
  number: string;
  email: string;
  status: QuoteStatus;
  createdAt: string;
  validUntil: string | null;
  total: number;
  orderId: number | null;
  /** 'Entrega' as the customer asked it (pickup or a department), null when not said. */
  destination: QuoteDestination | null;
}
