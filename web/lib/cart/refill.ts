import type { CheckedItem } from "../../../domain/api/cart.ts";
import { addToCart, type CartLine } from "../../../domain/cart.ts";
import { formatUYU } from "../../../domain/money.ts";
import { addCartNotices, fetchCartCheck } from "./cart-check.ts";
import { cartStore } from "./cart-store.ts";
import { lineLabel } from "./reconcile.ts";

// Putting remembered lines back into the cart at today's prices: 'Repetir pedido' (an earlier order's lines) and
// the link of an unfinished checkout's reminder (the kept cart's lines). The server's POST /api/cart/check says what
// each line is today; every difference from what the shopper had comes with a sentence (prices are never changed
// silently), and a size that cannot be bought now is named with what the product page offers ('Avisarme').

/** A line as it was remembered: which product size, how many, and the unit price then (pesos). */
export interface RememberedLine {
  productId: number;
  variantId: number;
  quantity: number;
  /** The unit price the shopper saw then; compared with today's. */
  unitPrice: number;
  /** The name then, for a size that no longer exists (the server no longer names it). */
  name: string;
  size?: number | null;
  unit?: string | null;
}

/** A line that could not go into the cart. */
export interface LeftOut {
  productId: number;
  variantId: number;
  label: string;
  /** The product page, where 'Avisarme' is offered; null when the product is gone. */
  slug: string | null;
  reason: "gone" | "out_of_stock";
}

export interface Refilled {
  lines: CartLine[];
  /** How many remembered lines went into the cart (whole or in part). */
  added: number;
  /** One Spanish sentence per change, in the remembered order. */
  notices: string[];
  leftOut: LeftOut[];
}

function newId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Pure: merges the remembered lines into the cart as the server sees them today (`items`, in the same order as
 * `wanted`). A line whose size is gone or has no stock is left out and named; a price that moved is said ('subió' /
 * 'bajó'); a quantity above what still fits is lowered and said. Lines already in the cart are merged (same size).
 */
export function refillLines(
  cart: readonly CartLine[],
  wanted: readonly RememberedLine[],
  items: readonly CheckedItem[],
  makeId: () => string = newId,
): Refilled {
  let lines = [...cart];
  const notices: string[] = [];
  const leftOut: LeftOut[] = [];
  let added = 0;
  const byKey = new Map(items.map((i) => [`${i.productId}:${i.variantId}`, i]));
  for (const want of wanted) {
    const item = byKey.get(`${want.productId}:${want.variantId}`);
    const then = lineLabel({ name: want.name, size: want.size ?? 0, unit: want.unit ?? "" });
    if (!item || item.status === "unavailable" || item.unitPrice === null) {
      leftOut.push({ productId: want.productId, variantId: want.variantId, label: then, slug: null, reason: "gone" });
      notices.push(`${then} ya no se vende en ese tamaño.`);
      continue;
    }
    const label = lineLabel({ name: item.name ?? want.name, size: item.size ?? 0, unit: item.unit ?? "" });
    const line = {
      productId: item.productId,
      variantId: item.variantId,
      slug: item.slug ?? "",
      name: item.name ?? want.name,
      image: item.image,
      categoryTitle: null,
      unit: item.unit ?? "",
      size: item.size ?? 0,
      unitPrice: item.unitPrice,
      stock: Math.max(0, item.stock),
      bulkStock: item.bulkStock,
      ...(item.noWithdrawalReason ? { noWithdrawalReason: item.noWithdrawalReason } : {}),
    };
    // What still fits beside the cart as it is now (its other sizes of the product, the 99 units rule).
    let quantity = Math.max(1, Math.floor(want.quantity));
    let result = addToCart(lines, line, quantity, makeId);
    while (!result.ok && quantity > 1) {
      quantity -= 1;
      result = addToCart(lines, line, quantity, makeId);
    }
    if (!result.ok) {
      leftOut.push({
        productId: item.productId,
        variantId: item.variantId,
        label,
        slug: item.slug,
        reason: "out_of_stock",
      });
      notices.push(`${label} no tiene stock ahora.`);
      continue;
    }
    lines = result.lines;
    added += 1;
    if (item.unitPrice > want.unitPrice) {
      notices.push(`${label} subió de ${formatUYU(want.unitPrice)} a ${formatUYU(item.unitPrice)}.`);
    } else if (item.unitPrice < want.unitPrice) {
      notices.push(`${label} bajó de ${formatUYU(want.unitPrice)} a ${formatUYU(item.unitPrice)}.`);
    }
    if (quantity < want.quantity) {
      notices.push(
        quantity === 1
          ? `De ${label} queda solo 1 unidad para su carrito; pusimos 1.`
          : `De ${label} quedan solo ${quantity} unidades para su carrito; pusimos ${quantity}.`,
      );
    }
  }
  return { lines, added, notices, leftOut };
}

/**
 * Asks the server about the remembered lines and puts what can be bought into this browser's cart, with the
 * sentences shown where the cart shows its notices. Undefined when the server cannot answer (nothing changes).
 */
export async function refillCart(wanted: readonly RememberedLine[]): Promise<Refilled | undefined> {
  if (wanted.length === 0) return { lines: cartStore.get(), added: 0, notices: [], leftOut: [] };
  const probe = wanted.map((w) => ({
    cartId: "",
    productId: w.productId,
    variantId: w.variantId,
    quantity: Math.max(1, Math.floor(w.quantity)),
    unitPrice: w.unitPrice,
  })) as unknown as CartLine[];
  const answer = await fetchCartCheck(probe);
  if (!answer) return undefined;
  const result = refillLines(cartStore.get(), wanted, answer.items);
  cartStore.set(result.lines);
  addCartNotices(result.notices);
  return result;
}
