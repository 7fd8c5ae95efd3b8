/**
 * Cart rules (SPEC section 4), pure so the SPA and tests share them. Prices here are previews from the
 * catalogue; the server re-reads every price when the cart is checked or an order is placed.
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
  /** Stock as last seen from the server; quantities are capped by it. */
  stock: number;
}

export type NewCartLine = Omit<CartLine, "cartId" | "quantity">;

export type CartResult =
  | { lines: CartLine[]; ok: true }
  | { lines: CartLine[]; ok: false; reason: "stock" | "minimum" };

/** Quantity of one product already in the cart, across its sizes (stock is per product). */
export function quantityInCart(lines: readonly CartLine[], productId: number): number {
  return lines.filter((l) => l.productId === productId).reduce((sum, l) => sum + l.quantity, 0);
}

/** How many more units of the product can still go into the cart. */
export function remainingStock(lines: readonly CartLine[], productId: number, stock: number): number {
  return Math.max(0, stock - quantityInCart(lines, productId));
}

/** Adds `quantity` of a product size: merges with the same product and size, else appends a line. */
export function addToCart(
  lines: readonly CartLine[],
  item: NewCartLine,
  quantity: number,
  newId: () => string,
): CartResult {
  const qty = Math.max(1, Math.floor(quantity));
  if (qty > remainingStock(lines, item.productId, item.stock)) return { lines: [...lines], ok: false, reason: "stock" };
  const existing = lines.find((l) => l.productId === item.productId && l.variantId === item.variantId);
  if (existing) {
    return {
      ok: true,
      lines: lines.map((l) => (l === existing ? { ...l, ...item, cartId: l.cartId, quantity: l.quantity + qty } : l)),
    };
  }
  return { ok: true, lines: [...lines, { ...item, cartId: newId(), quantity: qty }] };
}

export function increaseLine(lines: readonly CartLine[], cartId: string): CartResult {
  const line = lines.find((l) => l.cartId === cartId);
  if (!line) return { ok: true, lines: [...lines] };
  if (remainingStock(lines, line.productId, line.stock) < 1) return { lines: [...lines], ok: false, reason: "stock" };
  return { ok: true, lines: lines.map((l) => (l === line ? { ...l, quantity: l.quantity + 1 } : l)) };
}

/** Subtracts one; refused below 1 (SPEC: decrease is ignored when the quantity is under 2). */
export function decreaseLine(lines: readonly CartLine[], cartId: string): CartResult {
  const line = lines.find((l) => l.cartId === cartId);
  if (!line) return { ok: true, lines: [...lines] };
  if (line.quantity < 2) return { lines: [...lines], ok: false, reason: "minimum" };
  return { ok: true, lines: lines.map((l) => (l === line ? { ...l, quantity: l.quantity - 1 } : l)) };
}

export function removeLine(lines: readonly CartLine[], cartId: string): CartLine[] {
  return lines.filter((l) => l.cartId !== cartId);
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
