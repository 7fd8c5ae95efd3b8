import type { CheckedItem, ShortItem } from "../../../domain/api/cart.ts";
import { type CartLine, MAX_UNITS_PER_PRODUCT, unitLimit, unitLimitMessage } from "../../../domain/cart.ts";
import { formatUYU } from "../../../domain/money.ts";

// Bringing the cart in this browser in line with what the server says now (POST /api/cart/check, or a
// 409 out_of_stock from POST /api/orders). Pure, so every rule is unit-tested; every change it makes
// comes with a sentence for the shopper: prices and stock are never corrected silently.

export interface Reconciled {
  lines: CartLine[];
  /** Plain Spanish sentences, one per change, in cart order. */
  notices: string[];
}

/** "Aceite esencial de Lavanda (100 cc)": how a cart line is named to the shopper. */
export function lineLabel(line: Pick<CartLine, "name" | "size" | "unit">): string {
  return line.size > 0 ? `${line.name} (${line.size} ${line.unit})` : line.name;
}

function units(n: number): string {
  return n === 1 ? "Queda solo 1 unidad" : `Quedan solo ${n} unidades`;
}

/**
 * Caps the quantities of each product at its stock and at the 99 units rule (domain/cart.ts unitLimit; stock is
 * per product, shared by its sizes). Lines
 * are served in cart order; a line left with nothing is removed. Adds one sentence per product changed.
 */
function capToStock(lines: CartLine[], notices: string[]): CartLine[] {
  const left = new Map<number, number>();
  const changed = new Map<number, CartLine>(); // product -> its first changed line
  const kept: CartLine[] = [];
  for (const line of lines) {
    const available = left.get(line.productId) ?? unitLimit(line.stock);
    const quantity = Math.min(line.quantity, available);
    left.set(line.productId, available - quantity);
    if (quantity !== line.quantity && !changed.has(line.productId)) changed.set(line.productId, line);
    if (quantity > 0) kept.push(quantity === line.quantity ? line : { ...line, quantity });
  }
  for (const [productId, line] of changed) {
    // With several sizes of the product in the cart, name the product; with one, name the size too.
    const label = lines.filter((l) => l.productId === productId).length > 1 ? line.name : lineLabel(line);
    const stock = Math.max(0, line.stock);
    notices.push(
      stock > MAX_UNITS_PER_PRODUCT
        ? `${unitLimitMessage(line.name)} Ajustamos la cantidad.`
        : kept.some((l) => l.productId === productId)
          ? `${units(stock)} de ${label}; ajustamos la cantidad.`
          : `${label} se quedó sin stock y lo quitamos del carrito.`,
    );
  }
  return kept;
}

/**
 * Applies the answer of POST /api/cart/check to the cart: current prices and stock, names and images;
 * products no longer sold are removed; quantities above the stock are lowered. Lines the answer does
 * not mention are kept as they are (the server checks them again when the order is placed).
 */
export function reconcileCart(lines: readonly CartLine[], items: readonly CheckedItem[]): Reconciled {
  const notices: string[] = [];
  const byKey = new Map(items.map((item) => [`${item.productId}:${item.variantId}`, item]));
  const updated: CartLine[] = [];
  for (const line of lines) {
    const item = byKey.get(`${line.productId}:${line.variantId}`);
    if (!item) {
      updated.push(line);
      continue;
    }
    if (item.status === "unavailable" || item.unitPrice === null) {
      notices.push(`${lineLabel(line)} ya no está disponible y lo quitamos del carrito.`);
      continue;
    }
    const next: CartLine = {
      ...line,
      name: item.name || line.name,
      slug: item.slug || line.slug,
      size: item.size ?? line.size,
      unit: item.unit || line.unit,
      image: item.image ?? line.image,
      unitPrice: item.unitPrice,
      stock: Math.max(0, item.stock),
    };
    if (item.unitPrice !== line.unitPrice) {
      notices.push(
        `El precio de ${lineLabel(next)} cambió de ${formatUYU(line.unitPrice)} a ${formatUYU(item.unitPrice)}.`,
      );
    }
    updated.push(next);
  }
  return { lines: capToStock(updated, notices), notices };
}

/**
 * Applies the items a refused order named (409 out_of_stock, 400 unknown_items): each product's stock
 * becomes what the server still has, and the cart is capped to it with the same sentences as above.
 */
export function applyShortItems(lines: readonly CartLine[], short: readonly ShortItem[]): Reconciled {
  const notices: string[] = [];
  const stockOf = new Map<number, number>();
  const gone = new Set<string>();
  for (const item of short) {
    if (item.available === undefined) gone.add(`${item.productId}:${item.variantId}`);
    else stockOf.set(item.productId, Math.max(0, item.available));
  }
  const updated: CartLine[] = [];
  for (const line of lines) {
    if (gone.has(`${line.productId}:${line.variantId}`)) {
      notices.push(`${lineLabel(line)} ya no está disponible y lo quitamos del carrito.`);
      continue;
    }
    const stock = stockOf.get(line.productId);
    updated.push(stock === undefined ? line : { ...line, stock });
  }
  return { lines: capToStock(updated, notices), notices };
}
