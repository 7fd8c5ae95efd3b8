import type { ShortItem } from "../../domain/api/cart.ts";
import { stockAmount } from "../../domain/stock.ts";
import type { Tx } from "../db/database.ts";
import { fitLines, recordLineTakes, type StockShort, takeLinesStock } from "../db/order-stock.ts";
import type { NewOrderItem, VariantForSale } from "../db/orders.ts";
import { ApiError } from "../http/errors.ts";

/** An order line priced by the server, before it has taken its stock. */
export type PricedLine = Omit<NewOrderItem, "stockSource" | "stockAmount">;

/**
 * Takes the stock of an order's lines, each product its own way (by size or in bulk, DESIGN.md section 10),
 * inside the order's transaction; returns the lines with what each took. One short line refuses the whole
 * order with 409 out_of_stock, naming every short line and how many of it fit beside the others.
 */
export async function takeStockOrRefuse(tx: Tx, lines: readonly PricedLine[]): Promise<NewOrderItem[]> {
  const result = await takeLinesStock(tx, lines);
  if (result.ok) return lines.map((line, i) => ({ ...line, ...result.taken[i]! }));
  throw outOfStock(lines, result.short);
}

/**
 * Placing an order takes its stock in two steps, so that shoppers of the same products wait for each other as
 * little as possible (decision 004, issue 39, session 20). First, with no lock, the stock as last committed (read
 * with the variants' prices): a cart it cannot serve is refused at once, as it would have been at that moment,
 * and each line is written with what it will take. Then, as the transaction's last work, `takeOrderStockLast`.
 */
export function stockAsRead(lines: readonly PricedLine[], variants: readonly VariantForSale[]): NewOrderItem[] {
  const byVariant = new Map(variants.map((v) => [v.variantId, v]));
  const byProduct = new Map(variants.map((v) => [v.productId, { mode: v.stockMode, bulk: v.bulkStock }]));
  const { short } = fitLines(lines, byProduct, new Map(variants.map((v) => [v.variantId, v.sizeStock])));
  if (short.length) throw outOfStock(lines, short);
  return lines.map((line) => {
    const mode = byVariant.get(line.variantId)!.stockMode;
    return { ...line, stockSource: mode, stockAmount: stockAmount(mode, line.size, line.quantity) };
  });
}

/**
 * Locks the order's products (id order), checks their stock again and takes it, or refuses the whole order (409,
 * the caller's transaction rolls back). Run last, right before COMMIT: the products' locks are held for this
 * step's round trips only. A line whose product now counts its stock another way is rewritten.
 */
export async function takeOrderStockLast(tx: Tx, orderId: number, lines: readonly NewOrderItem[]) {
  const result = await takeLinesStock(tx, lines);
  if (!result.ok) throw outOfStock(lines, result.short);
  const changed = result.taken.some(
    (t, i) => t.stockSource !== lines[i]!.stockSource || t.stockAmount !== lines[i]!.stockAmount,
  );
  if (changed) await recordLineTakes(tx, orderId, result.taken);
}

function outOfStock(lines: readonly PricedLine[], short: readonly StockShort[]): ApiError {
  const items: ShortItem[] = short.map(({ index, available }) => {
    const l = lines[index]!;
    return {
      productId: l.productId,
      variantId: l.variantId,
      name: `${l.productName} (${l.size} ${l.unit})`,
      requested: l.quantity,
      available,
    };
  });
  const names = items.map((i) => `${i.name}: ${fitMessage(i.available ?? 0)}`).join("; ");
  return new ApiError(409, "out_of_stock", `No hay stock suficiente de: ${names}.`, { items });
}

/** 'no queda ninguno', 'queda 1', 'quedan 3' (of that size, beside the rest of the order). */
function fitMessage(available: number): string {
  if (available <= 0) return "no queda ninguno";
  return available === 1 ? "queda 1" : `quedan ${available}`;
}
