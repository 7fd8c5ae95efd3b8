import type { OrderTotals } from "../pricing.ts";
import type { OrderView } from "./orders.ts";

// 'Nuevo pedido' (decision 035): what POST /api/admin/orders and /api/admin/order-drafts answer.

export interface OwnerOrderPreview {
  lines: {
    variantId: number;
    name: string;
    quantity: number;
    listPrice: number;
    unitPrice: number;
    lineTotal: number;
  }[];
  totals: OrderTotals;
}

export interface OwnerOrderAnswer {
  order: OrderView;
  /** The customer's order page (Mercado Pago's button, or the transfer details and the receipt upload). */
  link: string;
  /** Ready to paste into WhatsApp: the order, its total and the link. */
  whatsapp: string;
}

export interface OrderDraft {
  id: number;
  label: string;
  body: Record<string, unknown>;
  createdByEmail: string | null;
  updatedAt: string;
}
