import type { FulfilmentState } from "../order-status.ts";

/** One order in 'Mi cuenta' (GET /api/account). `token` opens its order page and CFE PDFs. */
export interface AccountOrder {
  id: number;
  createdAt: string;
  status: string;
  deliveryMethod: string;
  paymentMethod: string;
  fulfilment: FulfilmentState | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  total: number;
  items: number;
  token: string;
  /** The issued CFE and credit note, if any: their PDFs are at /shop/order/{id}/cfe/{kind}?token=. */
  invoices: ("cfe" | "credit_note")[];
}

export interface AccountAnswer {
  email: string;
  orders: AccountOrder[];
}
