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
  /** Current stock of the product (shared by all its sizes). */
  stock: number;
  image: string | null;
}

/** POST /api/cart/check */
export interface CartCheckAnswer {
  items: CheckedItem[];
}

/** One item of the details of a 409 out_of_stock (or 400 unknown_items) from POST /api/orders. */
export interface ShortItem {
  productId: number;
  variantId: number;
  name?: string;
  requested?: number;
  /** Units the server still has of the product; 0 or absent for an unknown item. */
  available?: number;
}
