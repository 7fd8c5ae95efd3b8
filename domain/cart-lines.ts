/**
 * A cart line as the browser keeps it, and what the header's badge reads from the lines: their count and preview
 * total. Apart from the rules (domain/cart.ts re-exports all of this) so the storefront's first load carries only
 * these (docs/decisions/028-fast-feedback.md, session 25).
 */
export interface CartLine {
  cartId: string;
  productId: number;
  variantId: number;
  slug: string;
  name: string;
  image: string | null;
  categoryTitle: string | null;
  unit: string;
  size: number;
  /** Price per unit after discount, as last seen from the server. */
  unitPrice: number;
  quantity: number;
  /**
   * Units of this size as last seen from the server: its own units (stock by size), or how often the bulk
   * covers it. Quantities are capped by it, and in bulk by `bulkStock` shared with the product's other lines.
   */
  stock: number;
  /** The product's bulk in its unit when it counts its stock in bulk (DESIGN.md section 10); absent by size. */
  bulkStock?: number | null;
  /** 'Sin derecho de arrepentimiento': the owner's reason, as the last check said (decision 029). */
  noWithdrawalReason?: string | null;
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
}

/** Keeps only well-formed lines from untrusted storage. */
export function parseCartLines(raw: unknown): CartLine[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (l): l is CartLine =>
      typeof l === "object" &&
      l !== null &&
      typeof l.cartId === "string" &&
      Number.isInteger(l.productId) &&
      Number.isInteger(l.variantId) &&
      Number.isInteger(l.quantity) &&
      l.quantity > 0 &&
      Number.isFinite(l.unitPrice) &&
      typeof l.name === "string",
  );
}
