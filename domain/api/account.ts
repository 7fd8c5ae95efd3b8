import type { DepartmentName } from "../departments.ts";
import type { FulfilmentState } from "../order-status.ts";
import type { OrderItem } from "./orders.ts";

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
  /** The lines as 'Repetir pedido' needs them (web/features/orders/repeat-lines.ts). */
  lines: RepeatLine[];
}

/** An order's line as 'Repetir pedido' reads it (the order page's OrderItem has these and more). */
export type RepeatLine = Pick<
  OrderItem,
  "productId" | "variantId" | "productName" | "size" | "unit" | "unitPrice" | "quantity"
>;
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

/** A saved delivery address (GET /api/account/addresses): checkout's fields, one of them 'Predeterminada'. */
export interface SavedAddress {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  streetAddress: string;
  apartment: string | null;
  town: DepartmentName;
  zip: string;
  isDefault: boolean;
}

/** The account's fiscal data (GET /api/account/fiscal), or null when none is saved. */
export interface FiscalData {
  rut: string;
  companyName: string;
  companyAddress: string;
}

/** A consent as stored (decision 031): when, and the words the person agreed to. */
export interface StoredConsent {
  at: string;
  text: string;
}

/** GET /api/account/subscriptions: what the account's verified address is subscribed to. */
export interface AccountSubscriptions {
  newsletter: {
    status: "none" | "pending" | "confirmed" | "unsubscribed";
    consent: StoredConsent | null;
  };
  /** 'Avisarme' requests still open (pending confirmation or waiting for stock), newest first. */
  alerts: {
    id: number;
    productName: string;
    productSlug: string;
    size: number | null;
    unit: string;
    status: "pending" | "waiting";
    createdAt: string;
    consent: StoredConsent | null;
  }[];
  /** Kept carts' reminders (decision 034): whether the address opted out, and since when. */
  reminders: { optedOut: boolean; since: string | null };
}
