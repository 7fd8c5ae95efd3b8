import type { MpPaymentStatus } from "../../../domain/payments.ts";

/**
 * Payments port: Mercado Pago Checkout Pro. Two adapters, picked from configuration like Mail and Storage:
 * Mercado Pago itself (MERCADOPAGO_ACCESS_TOKEN set: mercadopago.ts) and the embedded simulator (no
 * token: simulator.ts). The webhook and the return pages cannot tell them apart.
 */
export interface PaymentsPort {
  readonly name: "mercadopago" | "simulator";
  /** Creates a Checkout Pro preference; `init_point` is where the buyer pays. */
  createPreference(input: PreferenceInput): Promise<Preference>;
  /** GET /v1/payments/{id}: the truth about a payment, or null when Mercado Pago does not know it. */
  getPayment(id: string): Promise<MpPayment | null>;
  /** The payments made for an order (external_reference), newest first. */
  findPayments(externalReference: string): Promise<MpPayment[]>;
  /** GET /merchant_orders/{id}: the payment ids of a merchant order (older `topic=merchant_order` notifications). */
  getMerchantOrderPaymentIds(id: string): Promise<string[] | null>;
  /**
   * POST /v1/payments/{id}/refunds: gives `amount` pesos of an approved payment back (a withdrawal, decision 029).
   * The key makes a retry the same refund. Throws when Mercado Pago refuses or cannot be reached.
   */
  refundPayment(input: { paymentId: string; amount: number; idempotencyKey: string }): Promise<MpRefund>;
}

/** A refund Mercado Pago made. */
export interface MpRefund {
  id: string;
  amount: number;
}

export interface PreferenceItem {
  id: string;
  title: string;
  quantity: number;
  /** Whole pesos. */
  unitPrice: number;
}

export interface PreferenceInput {
  /** The order's id: the payment's external_reference. */
  externalReference: string;
  items: PreferenceItem[];
  payer: { email: string; firstName: string; lastName: string };
  backUrls: { success: string; pending: string; failure: string };
  notificationUrl: string;
  statementDescriptor: string;
  /** The preference (and a card payment) can be used until then: the stock reservation's end. */
  expiresAt: Date;
  /** Abitab / RedPagos tickets stay payable until then. */
  ticketExpiresAt: Date;
  /** Idempotency key for the preference itself: the same order never gets two. */
  idempotencyKey: string;
}

export interface Preference {
  id: string;
  initPoint: string;
}

/** The fields of a Mercado Pago payment the shop reads (same names as the API). */
export interface MpPayment {
  id: string;
  status: MpPaymentStatus;
  status_detail: string;
  payment_type_id: string;
  payment_method_id: string;
  /** In the currency's units; the shop's prices are whole pesos. */
  transaction_amount: number;
  currency_id: string;
  external_reference: string | null;
  date_approved: string | null;
  date_of_expiration: string | null;
}

/** Payment types the shop takes: cards (credit, debit, prepaid) and cash tickets (Abitab / RedPagos). */
export const ACCEPTED_PAYMENT_TYPES = ["credit_card", "debit_card", "prepaid_card", "ticket"] as const;
/** Everything else Checkout Pro could offer is excluded from the preference. */
export const EXCLUDED_PAYMENT_TYPES = ["atm", "bank_transfer", "digital_currency"];
