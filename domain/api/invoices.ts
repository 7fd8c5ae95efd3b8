import type { CfeType, InvoiceKind, InvoiceStatus } from "../invoices.ts";

// API answers about an order's CFEs (decision 027). The printed representation's data is domain/invoices.ts CfePrint.

/** On the customer's order page (GET /api/orders/:id?token=…): what exists, and whether its PDF can be opened. */
export interface OrderInvoice {
  kind: InvoiceKind;
  type: CfeType;
  /** "e-Factura A-12" once issued, else the type's name. */
  name: string;
  /** issued: printable; pending: still being issued (refused and failing look pending to the customer). */
  state: "issued" | "pending";
}

/** In the back office's order detail (GET /api/admin/orders/:id). */
export interface AdminInvoice {
  kind: InvoiceKind;
  type: CfeType;
  name: string;
  status: InvoiceStatus;
  statusLabel: string;
  attempts: number;
  /** The provider's last error or refusal, in its words. */
  lastError: string | null;
  /** ISO date-time once issued. */
  issuedAt: string | null;
  nextAttemptAt: string | null;
  /** Pending and failed at least three times: the desk shows it as failing. */
  failing: boolean;
  /** The owner may ask for another attempt now (refused, or pending after a failure). */
  retryable: boolean;
}

/** GET /api/admin/invoices/status: what the desk says about e-invoicing. */
export interface InvoicingStatus {
  /** null: no provider configured (production without its credentials): CFEs wait. */
  provider: "embedded" | "biller" | null;
  /** The issuer's RUT and name are set (Ajustes > Facturación). */
  issuerReady: boolean;
  /** Approved orders whose CFE is not issued yet (pending, failing, refused). */
  missing: number;
  /** Of those, refused or failing: the owner should look. */
  failing: number;
}

/** GET/PUT /api/admin/invoice-settings. */
export interface InvoiceSettings {
  issuerRut: string;
  legalName: string;
  address: string;
  city: string;
  department: string;
  /** Pesos from which an e-Ticket must name its buyer (5.000 UI). */
  identifyBuyerFrom: number;
}
