import type { CheckedItem, ShortItem } from "../../../domain/api/cart.ts";
import { type CartLine, MAX_UNITS_PER_PRODUCT, productStock, unitLimitMessage } from "../../../domain/cart.ts";
import { formatUYU } from "../../../domain/money.ts";
import { unitsThatFit } from "../../../domain/stock.ts";

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
 * Caps the quantities at the stock and at the 99 units rule. Lines are served in cart order: each size gets
 * what its stock still fits beside the product's lines served before it (domain/stock.ts: its own units by
 * size, or what the bulk has left), and the product at most 99 units. A line left with nothing is removed.
 * Adds one sentence per line changed (one per product for the 99 rule).
 */
function capToStock(lines: CartLine[], notices: string[]): CartLine[] {
  const kept: CartLine[] = [];
  const overLimit = new Set<number>();
  for (const line of lines) {
    const own = kept.filter((l) => l.productId === line.productId);
    const limit = Math.max(0, MAX_UNITS_PER_PRODUCT - own.reduce((sum, l) => sum + l.quantity, 0));
    const fit = unitsThatFit(
      productStock(line),
      { variantId: line.variantId, size: line.size, sizeStock: line.stock },
      own.map((l) => ({ variantId: l.variantId, size: l.size, quantity: l.quantity, sizeStock: l.stock })),
    );
    const quantity = Math.min(line.quantity, limit, fit);
    if (quantity > 0) kept.push(quantity === line.quantity ? line : { ...line, quantity });
    if (quantity === line.quantity) continue;
    if (limit < fit) {
      if (!overLimit.has(line.productId)) notices.push(`${unitLimitMessage(line.name)} Ajustamos la cantidad.`);
      overLimit.add(line.productId);
    } else {
      notices.push(
        quantity > 0
          ? `${units(quantity)} de ${lineLabel(line)}; ajustamos la cantidad.`
          : `${lineLabel(line)} se quedó sin stock y lo quitamos del carrito.`,
      );
    }
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
      bulkStock: item.bulkStock,
      // 'Sin derecho de arrepentimiento' as the server says now (the answer names it only for excluded products).
      ...(item.noWithdrawalReason || line.noWithdrawalReason
        ? { noWithdrawalReason: item.noWithdrawalReason ?? null }
        : {}),
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
 * Applies the items a refused order named (409 out_of_stock, 400 unknown_items): each named line's stock
 * becomes what the server said still fits of it beside the order's other lines, and the cart is capped to
 * it with the same sentences as above.
 */
export function applyShortItems(lines: readonly CartLine[], short: readonly ShortItem[]): Reconciled {
  const notices: string[] = [];
  const fits = new Map<string, number>();
  const gone = new Set<string>();
  for (const item of short) {
    const key = `${item.productId}:${item.variantId}`;
    if (item.available === undefined) gone.add(key);
    else fits.set(key, Math.max(0, item.available));
  }
  const updated: CartLine[] = [];
  for (const line of lines) {
    const key = `${line.productId}:${line.variantId}`;
    if (gone.has(key)) {
      notices.push(`${lineLabel(line)} ya no está disponible y lo quitamos del carrito.`);
      continue;
    }
    const fit = fits.get(key);
    if (fit === undefined) {
      updated.push(line);
      continue;
    }
    if (productStock(line).mode === "size") {
      updated.push({ ...line, stock: fit });
      continue;
    }
    // In bulk, what fits beside the other lines says the bulk holds at least fit × size plus what they take.
    const others = lines.filter((l) => l.productId === line.productId && l !== line);
    const bulk = fit * line.size + others.reduce((sum, l) => sum + l.size * l.quantity, 0);
    updated.push({ ...line, stock: Math.floor(bulk / line.size), bulkStock: bulk });
  }
  return { lines: capToStock(updated, notices), notices };
}
