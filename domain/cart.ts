/*
 * Cart rules (SPEC section 4), pure so the SPA and tests share them. Prices here are previews from the
 * catalogue; the server re-reads every price when the cart is checked or an order is placed.
 */
import type { CartLine } from "./cart-lines.ts";
import { type ProductStock, unitsThatFit } from "./stock.ts";

// A cart line, its count, total and parsing live in cart-lines.ts: the header's badge needs only those on every
// first load, the rules below load with the pages that change the cart (docs/decisions/028, session 25).
export { type CartLine, cartCount, cartTotal, parseCartLines } from "./cart-lines.ts";

export type NewCartLine = Omit<CartLine, "cartId" | "quantity">;

export type CartResult =
  | { lines: CartLine[]; ok: true }
  | { lines: CartLine[]; ok: false; reason: "stock" | "limit" | "minimum" };

/**
 * The quantity rule, one for the cart and the server: at most 99 units of a product per order (all its sizes
 * together, like its stock), and never more than its stock.
 */
export const MAX_UNITS_PER_PRODUCT = 99;

/** How many units of a product one order may hold: 99, or its stock when that is lower. */
export function unitLimit(stock: number): number {
  return Math.max(0, Math.min(MAX_UNITS_PER_PRODUCT, Math.floor(stock)));
}

/** 'Aceite de lavanda: máximo 99 unidades.' */
export function unitLimitMessage(productName: string): string {
  return `${productName}: máximo ${MAX_UNITS_PER_PRODUCT} unidades.`;
}

/** Said where no more of a product size can be added because the cart already holds all it may. */
export function fullInCartMessage(productName: string, reason: "stock" | "limit"): string {
  return reason === "limit"
    ? `${unitLimitMessage(productName)} Ya tiene ${MAX_UNITS_PER_PRODUCT} en el carrito.`
    : "Ya tiene en el carrito todo el stock disponible de este tamaño.";
}

/** The products (in first-seen order) whose units across their lines go above MAX_UNITS_PER_PRODUCT. */
export function productsOverUnitLimit(items: readonly { productId: number; quantity: number }[]): number[] {
  const units = new Map<number, number>();
  for (const item of items) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity);
  return [...units].filter(([, n]) => n > MAX_UNITS_PER_PRODUCT).map(([productId]) => productId);
}

/** Quantity of one product already in the cart, across its sizes (the 99 units rule is per product). */
export function quantityInCart(lines: readonly CartLine[], productId: number): number {
  return lines.filter((l) => l.productId === productId).reduce((sum, l) => sum + l.quantity, 0);
}

/** A product size as the cart weighs it: which product and size, and its stock as last seen. */
export type StockedSize = Pick<CartLine, "productId" | "variantId" | "size" | "stock" | "bulkStock">;

/** How the size's product counts its stock, from what the cart last saw. */
export function productStock(item: Pick<CartLine, "bulkStock">): ProductStock {
  return item.bulkStock === undefined || item.bulkStock === null
    ? { mode: "size", bulk: 0 }
    : { mode: "bulk", bulk: item.bulkStock };
}

/**
 * The two bounds on more units of a size: what its stock still fits beside the cart's other lines of the
 * product (domain/stock.ts), and what the 99 units rule leaves of the product.
 */
function bounds(lines: readonly CartLine[], item: StockedSize) {
  const own = lines.filter((l) => l.productId === item.productId);
  const others = own
    .filter((l) => l.variantId !== item.variantId)
    .map((l) => ({ variantId: l.variantId, size: l.size, quantity: l.quantity, sizeStock: l.stock }));
  const here = own.filter((l) => l.variantId === item.variantId).reduce((sum, l) => sum + l.quantity, 0);
  const fit = unitsThatFit(
    productStock(item),
    { variantId: item.variantId, size: item.size, sizeStock: item.stock },
    others,
  );
  return {
    stock: Math.max(0, fit - here),
    limit: Math.max(0, MAX_UNITS_PER_PRODUCT - quantityInCart(lines, item.productId)),
  };
}

/** How many more units of a product size can still go into the cart (its stock, and the 99 limit). */
export function remainingStock(lines: readonly CartLine[], item: StockedSize): number {
  const b = bounds(lines, item);
  return Math.min(b.stock, b.limit);
}

/** Why more units cannot go in: the stock is the smaller bound ('stock') or the 99 rule is ('limit'). */
export function refusal(lines: readonly CartLine[], item: StockedSize): "stock" | "limit" {
  const b = bounds(lines, item);
  return b.limit < b.stock ? "limit" : "stock";
}

/** Adds `quantity` of a product size: merges with the same product and size, else appends a line. */
export function addToCart(
  lines: readonly CartLine[],
  item: NewCartLine,
  quantity: number,
  newId: () => string,
): CartResult {
  const qty = Math.max(1, Math.floor(quantity));
  if (qty > remainingStock(lines, item)) {
    return { lines: [...lines], ok: false, reason: refusal(lines, item) };
  }
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
  if (remainingStock(lines, line) < 1) {
    return { lines: [...lines], ok: false, reason: refusal(lines, line) };
  }
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
