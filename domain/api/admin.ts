import type { AdminImage } from "../images.ts";
import type { IvaRate } from "../invoices.ts";
import type { FulfilmentState } from "../order-status.ts";
import type { GhsCode, SignalWord } from "../safety/pictograms.ts";
import type { MonthSales } from "../stats.ts";
import type { StockMode } from "../stock.ts";
import type { AdminInvoice } from "./invoices.ts";
import type { OrderView } from "./orders.ts";

export type { MonthSales };

// The back office's answers (GET /api/admin/*), as the Worker builds them (worker/routes/admin/*,
// worker/services/orders/admin-orders.ts, worker/db/admin-*.ts) and the admin pages show them.

/** A row of the orders desk (GET /api/admin/orders). */
export interface AdminOrderRow {
  id: number;
  createdAt: string;
  estimatedDate: string;
  customerName: string;
  deliveryMethod: string;
  paymentMethod: string;
  paymentType: string | null;
  /** 'web', or the owner's 'telefono', 'whatsapp', 'local' (decision 035). */
  channel: string;
  rut: string | null;
  address: string | null;
  town: string | null;
  zip: string | null;
  phone: string;
  email: string;
  total: number;
  status: string;
  /** 'Enviado' says more than 'Aprobado': the fulfilment once there is one (the CSV keeps both apart). */
  statusLabel: string;
  hasReceipt: boolean;
  refundNeeded: boolean;
  /** An approved sale the owner annulled: 'Anulado', not 'Rechazado' (issue 38, item 8). */
  saleAnnulled: boolean;
  fulfilment: FulfilmentState | null;
  fulfilmentLabel: string | null;
  carrier: string | null;
  /** The agency of an interior parcel (issue 45). */
  agency: string | null;
  trackingNumber: string | null;
  /** 'Pago en curso': until when the order holds its stock without a payment. */
  reservationExpiresAt: string | null;
}

/** GET /api/admin/orders: one page of the desk, newest first. */
export interface AdminOrderList {
  items: AdminOrderRow[];
  /** How many orders match, counted up to ORDER_COUNT_CAP + 1 (domain/order-tabs.ts). */
  total: number;
  /** The count went past the cap: the desk says 'más de 1.000'. */
  totalPastCap: boolean;
  /** There is a page after this one. */
  more: boolean;
  page: number;
  pageSize: number;
}

export interface AdminOrderHistoryEntry {
  at: string;
  event: string | null;
  from: string | null;
  to: string;
  fromLabel: string | null;
  toLabel: string;
  fromFulfilmentLabel: string | null;
  toFulfilmentLabel: string | null;
  actor: string;
  adminEmail: string | null;
  note: string | null;
}

export interface AdminOrderNote {
  id: number;
  at: string;
  authorEmail: string | null;
  body: string;
}

export interface AdminPaymentEvent {
  at: string;
  paymentId: string;
  status: string;
  outcome: string;
  note: string | null;
}

/** One order as the desk's dialog shows it (GET /api/admin/orders/:id; the answer of a move or a note). */
/** GET /api/admin/orders/print?ids=: the orders for their remitos, and the codes of the products sold in them. */
export interface AdminRemitos {
  orders: AdminOrder[];
  /** products.code by the slug an item was sold under (only products that still exist and have a code). */
  codes: Record<string, string>;
}

export interface AdminOrder extends Omit<OrderView, "invoices"> {
  /** Its CFE and credit note, as far as they got (issue 26; the customer's view has its own shape). */
  invoices: AdminInvoice[];
  history: AdminOrderHistoryEntry[];
  notes: AdminOrderNote[];
  reservationExpiresAt: string | null;
  /** For the owner only: why the interior table could not price the order (issue 45: a size without weight). */
  shippingNotice?: string | null;
  paymentEvents: AdminPaymentEvent[];
  receiptUrl: string | null;
}

/** One order's outcome of POST /api/admin/orders/bulk. */
export type BulkMoveResult =
  | { id: number; ok: false; message: string }
  | { id: number; ok: true; status: string; statusLabel: string; fulfilment: FulfilmentState | null };

/** A product as the back office shows and edits it (drafts included). */
export interface AdminProduct {
  id: number;
  slug: string;
  name: string;
  code: string;
  categoryId: number | null;
  categoryTitle: string | null;
  description: string;
  discount: number;
  isNew: boolean;
  isNotEaten: boolean;
  /** Derived by the database: units that can be sold (all sizes, or the bulk over the smallest size). */
  quantity: number;
  /** DESIGN.md section 10: units per size, or one bulk amount in the unit (bulkStock). */
  stockMode: StockMode;
  bulkStock: number;
  unit: "cc" | "ml" | "grs";
  /** The IVA its price includes (issue 26): 'basica' 22 %, 'minima' 10 %, 'exento'. */
  ivaRate: IvaRate;
  /** 'Sin derecho de arrepentimiento' and its reason ('' when not excluded; decision 029). */
  noWithdrawal: boolean;
  noWithdrawalReason: string;
  benefits: string[];
  uses: string[];
  doses: string[];
  published: boolean;
  images: AdminImage[];
  thumbImages: AdminImage[];
  /** The smallest size's price before and after discount (null without sizes). */
  price: number | null;
  finalPrice: number | null;
  /** `stock`: units of that size (counted only by size). */
  /** `waiting`: confirmed 'Avisarme cuando haya stock' requests for the size, not yet mailed (decision 025). */
  variants: { id: number; size: number; price: number; finalPrice: number; stock: number; waiting: number }[];
  /** Every waiting 'Avisarme' request of the product: its sizes' and those for the whole product. */
  stockAlertsWaiting: number;
  updatedAt: string;
  /** When it was added (the list's 'date' order). */
  createdAt: string;
  /** The owner's title and description for search engines ('' = the name and description stand). */
  seoTitle: string;
  seoDescription: string;
  /** 'Seguridad y datos técnicos' (decision 033): INCI, CAS, GHS pictograms, signal word, H/P codes, other warnings. */
  inciName: string;
  casNumbers: string[];
  ghsPictograms: GhsCode[];
  signalWord: SignalWord | null;
  hazardStatements: string[];
  precautionaryStatements: string[];
  otherWarnings: string;
}

/** GET /api/admin/products: one page of the products, newest first. */
export interface AdminProductList {
  items: AdminProduct[];
  total: number;
  page: number;
  pageSize: number;
}

/** A category as GET /api/admin/categories lists it. */
export interface AdminCategory {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  /** 'Todos': listed first, never edited or deleted. */
  isAll: boolean;
  sortOrder: number;
  /** Products in it, drafts included. */
  productCount: number;
}

/** A contact message (GET /api/admin/messages). */
export interface AdminMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  read: boolean;
}

/** GET /api/admin/messages: newest first, with how many are unread. */
export interface AdminMessageList {
  messages: AdminMessage[];
  unread: number;
}

/** A confirmed newsletter subscriber (GET /api/admin/subscribers). */
export interface AdminSubscriber {
  id: number;
  email: string;
  source: string;
  sourceLabel: string;
  /** When and to which wording the address agreed (issue 40: consents are records). */
  consentAt: string;
  consentText: string;
  confirmedAt: string;
}

/** GET /api/admin/subscribers: how many, and the newest. */
export interface AdminSubscriberList {
  count: number;
  subscribers: AdminSubscriber[];
}

/** The dashboard's unfinished checkouts of the month (issue 43). */
export interface RecoveredCarts {
  reminded: number;
  recovered: number;
  revenue: number;
}

/** GET /api/admin/dashboard */
export interface Dashboard {
  month: { label: string; total: number; count: number };
  year: { label: string; total: number; count: number };
  last12: MonthSales[];
  waiting: {
    withReceipt: number;
    withoutReceipt: number;
    oldest: { id: number; customerName: string; total: number; createdAt: string; hasReceipt: boolean }[];
  };
  /** Approved orders still to hand over, by fulfilment step, and Mercado Pago payments under way. */
  fulfilment: { toPrepare: number; ready: number; shipped: number; paying: number };
  bestSellers: { productId: number; name: string; slug: string; units: number; revenue: number }[];
  /** This month's approved orders placed with a discount code, by code (issue 25). */
  salesByCode: { code: string; orders: number; discount: number; total: number }[];
  /**
   * Unfinished checkouts this month (issue 43): carts reminded, carts recovered (an order from the address, not
   * cancelled, within 7 days of a reminder) and the revenue of those orders that are approved.
   */
  recoveredCarts: RecoveredCarts;
  /** This month's approved sales by channel, every channel in order (decision 035). */
  salesByChannel: { channel: string; label: string; orders: number; total: number }[];
  lowStock: {
    productId: number;
    name: string;
    slug: string;
    quantity: number;
    published: boolean;
    stockMode: StockMode;
    bulkStock: number;
    unit: string;
    sizes: { size: number; stock: number; waiting: number }[];
    /** Waiting 'Avisarme' requests of the product (decision 025). */
    stockAlertsWaiting: number;
  }[];
  generatedAt: string;
}

/** One entry of GET /api/admin/privacy/deletions: a deletion asked from 'Mis datos' (decision 031). */
export interface AdminPrivacyDeletion {
  id: number;
  /** SHA-256 (hex) of the address in lower case: the log never keeps the address. */
  emailSha256: string;
  requestedAt: string;
  doneAt: string;
  /** How many records of each kind were anonymised ('pedidos', 'mensajes', 'suscripciones'…). */
  anonymised: Record<string, number>;
}

/** GET /api/admin/privacy/deletions (newest first). */
export interface AdminPrivacyDeletionList {
  deletions: AdminPrivacyDeletion[];
}

/** A lot as the product's 'Lotes' section lists it (issue 42; decision 033). */
export interface AdminLot {
  id: number;
  productId: number;
  number: string;
  /** 'YYYY-MM-DD': the last day it may be sold. */
  expiresOn: string;
  quantityReceived: number | null;
  /** Units recorded on order lines. */
  dispatched: number;
  hasCertificate: boolean;
  createdAt: string;
}

/** A line of an order whose product has lots, as the move form offers them (GET /api/admin/orders/:id/lots). */
export interface AdminOrderLotLine {
  itemId: number;
  productId: number;
  name: string;
  size: number | null;
  unit: string;
  quantity: number;
  /** The lots not expired, earliest expiry first; available: null when the quantity received is not known. */
  options: { id: number; number: string; expiresOn: string; available: number | null }[];
  /** What the form fills in: what is recorded, else the FEFO proposal (empty: no lot is good today). */
  proposal: { lotId: number; quantity: number }[];
  recorded: boolean;
}

/** One order line that left with a lot, as 'Trazabilidad' lists it. */
export interface TraceLine {
  orderId: number;
  orderedAt: string;
  stateLabel: string;
  customerName: string;
  email: string;
  rut: string | null;
  companyName: string | null;
  productName: string;
  size: number | null;
  unit: string;
  lotNumber: string;
  expiresOn: string;
  quantity: number;
}

/** 'Trazabilidad': what a search found (at most `limit` lines; more: there were more). */
export interface TraceResult {
  lines: TraceLine[];
  more: boolean;
}

/** The dashboard's card: lots expiring within EXPIRY_WARNING_DAYS, and expired ones whose product has stock. */
export interface ExpiringLotView {
  id: number;
  productId: number;
  productName: string;
  number: string;
  expiresOn: string;
  stock: number;
  expired: boolean;
}
