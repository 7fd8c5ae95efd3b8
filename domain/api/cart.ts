// POST /api/cart/check and the items a refused order names (POST /api/orders: 409 out_of_stock, 400 unknown_items),
// as worker/routes/cart.ts and worker/services/place-order.ts build them and web/lib/cart/reconcile.ts reads them.

export type CheckStatus = "ok" | "price_changed" | "insufficient_stock" | "unavailable";

/** One item of the answer of POST /api/cart/check; an unavailable item carries no product data (nulls). */
export interface CheckedItem {
  productId: number;
  variantId: number;
  status: CheckStatus;
  name: string | null;
  slug: string | null;
  size: number | null;
  unit: string | null;
  /** Current price per unit, after the product's discount. */
  unitPrice: number | null;
  /** Units of this size the server holds on their own: its own units (by size), or how often the bulk covers it. */
  stock: number;
  /** The product's bulk in its unit when it counts its stock in bulk (null: by size). */
  bulkStock: number | null;
  /** How many of this line fit beside the cart's other lines of the same product (domain/stock.ts). */
  available: number;
  image: string | null;
  /** 'Sin derecho de arrepentimiento': the owner's reason (decision 029); absent or null when it may be withdrawn. */
  noWithdrawalReason?: string | null;
  /** Only for an approved company's buyer (issue 44): what the list says of this line. */
  wholesale?: CheckedWholesale;
}

/** A buyer's line priced from its list (section 9 step 0): `unitPrice` is the list's; retail struck through. */
export interface CheckedWholesale {
  /** The retail unit price (higher than `unitPrice` when the list lowers it). */
  retailUnitPrice: number;
  minQuantity: number;
  multiple: number;
  /** 'Glicerina (1000 grs): mínimo 5 unidades.' when the quantity is not allowed; else null. */
  problem: string | null;
}

/** POST /api/cart/check */
export interface CartCheckAnswer {
  items: CheckedItem[];
  /** Pesos: from this order total, an order without RUT carries the buyer's cédula (DGI's e-Ticket, issue 26). */
  identifyBuyerFrom: number;
  /** An approved company's buyer (issue 44): its company and list; absent for everyone else. */
  wholesale?: { companyName: string; listName: string };
}

/** One item of the details of a 409 out_of_stock (or 400 unknown_items) from POST /api/orders. */
export interface ShortItem {
  productId: number;
  variantId: number;
  name?: string;
  requested?: number;
  /** How many of this line the server could still sell beside the order's other lines; 0 or absent for an unknown item. */
  available?: number;
}

/** POST /api/cart/code: the code applies to this cart (a refusal is a 400 {error:{code,message}}). */
export interface CouponPreview {
  /** As the owner wrote it. */
  code: string;
  kind: "percent" | "amount" | "free_delivery";
  value: number;
  /** The subtotal of the cart's lines the code applies to, at today's prices. */
  eligibleSubtotal: number;
  /** What it takes off the products now (0 for free delivery). */
  discount: number;
}
