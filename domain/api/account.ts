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

/** The company an account's address buys for (issue 44: approved, or added by the owner as staff). */
export interface AccountCompany {
  legalName: string;
  rut: string;
  priceListName: string;
}

/** The address's latest 'Cuenta empresa' request (issue 44). */
export interface AccountBusinessRequest {
  status: "solicitada" | "aprobada" | "rechazada";
  createdAt: string;
  legalName: string;
  /** The owner's reason for declining it. */
  reason: string | null;
}

export interface AccountAnswer {
  email: string;
  orders: AccountOrder[];
  company: AccountCompany | null;
  businessRequest: AccountBusinessRequest | null;
}
