import type { OrderDocument } from "../documents.ts";
import type { FulfilmentState } from "../order-status.ts";
import type { OrderInvoice } from "./invoices.ts";

// An order as its customer sees it (POST /api/orders, GET /api/orders/:id, POST /api/orders/:id/payment-check),
// built by worker/services/order-view.ts; the back office's order extends it (admin.ts AdminOrder).

export type TimelineStep =
  | "placed"
  | "approved"
  | "preparing"
  | "ready"
  | "shipped"
  | "collected"
  | "delivered"
  | "cancelled";

/** A step of the customer's timeline, with when it was reached (null: not yet). */
export interface TimelineEntry {
  step: TimelineStep;
  label: string;
  at: string | null;
  done: boolean;
}

export interface OrderItem {
  /** The product and size the line was (null once deleted; absent in the mails' samples): 'Repetir pedido'. */
  productId?: number | null;
  variantId?: number | null;
  productName: string;
  productSlug: string;
  size: number;
  unit: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** The lot(s) the line left with, once recorded (issue 42; decision 033). */
  lots?: OrderItemLot[];
  /** Priced from a wholesale list (issue 44): the retail unit price the list's price replaced (shown struck through). */
  retailUnitPrice?: number;
}

/** A lot a line left with: its number, its expiry ('YYYY-MM-DD') and how many units of the line came from it. */
export interface OrderItemLot {
  number: string;
  expiresOn: string;
  quantity: number;
}

/**
 * The Mercado Pago payment the order's state rests on (null for a bank transfer): its status (approved, pending,
 * in_process, rejected…, or null while none is known), the status in Spanish, and payment_type_id (credit_card,
 * debit_card, ticket…).
 */
export interface OrderPayment {
  id: string | null;
  status: string | null;
  statusLabel: string | null;
  type: string | null;
}

export interface OrderShipment {
  carrier: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  agency: string | null;
}

export interface OrderView {
  id: number;
  accessToken: string;
  status: string;
  statusLabel: string;
  fulfilment: FulfilmentState | null;
  createdAt: string;
  estimatedDate: string;
  deliveryMethod: string;
  paymentMethod: string;
  customer: {
    email: string;
    firstName: string;
    lastName: string;
    phone: string;
    rut: string | null;
    /** With a RUT: the company its e-Factura is made out to (issue 26). */
    companyName: string | null;
    companyAddress: string | null;
    /** Without a RUT, from DGI's amount: the buyer's cédula (digits) for the e-Ticket. */
    buyerDocument: string | null;
    streetAddress: string | null;
    apartment: string | null;
    town: string | null;
    zip: string | null;
  };
  note: string | null;
  items: OrderItem[];
  subtotal: number;
  /** The discount code the order was placed with (as the owner wrote it) and what it took off the products. */
  discountCode: string | null;
  codeDiscount: number;
  transferDiscount: number;
  /** The transfer discount's percent the order was priced with (its stored rules). */
  transferDiscountPercent: number;
  deliveryFee: number;
  deliveryPaidByReceiver: boolean;
  total: number;
  hasReceipt: boolean;
  payment: OrderPayment | null;
  /** Where the buyer pays, while the order waits for a Mercado Pago payment. */
  checkoutUrl: string | null;
  refundNeeded: boolean;
  /** The shop annulled the approved sale (issue 26): the money is refunded. */
  saleCancelled: boolean;
  /** The version of the Términos y condiciones accepted at checkout (/terms-and-conditions?version=N). */
  termsVersion: number | null;
  shipment: OrderShipment | null;
  /** Interior shipping by carrier as chosen at checkout (issue 45): the carrier, agency or address, weight. */
  shipping?: {
    carrierName: string | null;
    mode: "agency" | "address";
    agency: string | null;
    grams: number | null;
  } | null;
  /** Priced from a wholesale list (issue 44): its name as it was ('Lista: Mayorista A'); absent at retail. */
  priceListName?: string;
  /** Placed by accepting a quote (issue 44): its id and number ('Cotización C-1001'); absent otherwise. */
  quote?: { id: number; number: string };
  timeline: TimelineEntry[];
}

/** GET /api/orders/:id?token=, POST /api/orders/:id/payment-check?token= */
export interface OrderAnswer {
  order: OrderView;
  /** The order's CFE and credit note, once queued (decision 027): the order page links their PDFs. */
  invoices: OrderInvoice[];
  /** Each bought product's FDS and Ficha técnica in the version current at the approval (issue 42); [] before it. */
  documents?: OrderDocument[];
}

/** POST /api/orders: the order placed and, for Mercado Pago, where its buyer pays (null for a bank transfer). */
export interface PlacedOrder {
  order: OrderView;
  checkoutUrl: string | null;
}
