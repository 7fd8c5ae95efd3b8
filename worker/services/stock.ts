import type { ShortItem } from "../../domain/api/cart.ts";
import { stockAmount } from "../../domain/stock.ts";
import { commitWith, type Tx } from "../db/database.ts";
import type { mailInsert } from "../db/mail-outbox.ts";
import { fitLines, orderStockTake, type StockShort, shortFromServer } from "../db/order-stock.ts";
import type { NewOrderItem, VariantForSale } from "../db/orders.ts";
import { ApiError } from "../http/errors.ts";

/** An order line priced by the server, before it has taken its stock. */
export type PricedLine = Omit<NewOrderItem, "stockSource" | "stockAmount">;

/**
 * Placing an order takes its stock in two steps, so that shoppers of the same products wait for each other as
 * little as possible (decision 004, issue 39, session 20). First, with no lock, the stock as last committed (read
 * with the variants' prices): a cart it cannot serve is refused at once, as it would have been at that moment,
 * and each line is written with what it will take. Then, as the transaction's last work, `takeOrderStockAndCommit`.
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
 * Takes the order's stock and ends its transaction: the database's `take_order_stock` (migration
 * 20261207001000: the products locked in id order, every line checked the way its product counts stock now, taken,
 * a line whose product changed its mode rewritten) sent with COMMIT in one write (`commitWith`), so the products'
 * locks are held for the server's own work and the commit only. A short line refuses the whole order with the same
 * 409 as the read before (its detail names the short lines and how many fit); the transaction is then rolled back.
 * Must be the unit's last statement.
 */
export async function takeOrderStockAndCommit(
  tx: Tx,
  orderId: number,
  lines: readonly NewOrderItem[],
  /**
   * Mails' inserts built for this order (`mailInsert`), sent in the same write before the stock (they lock no
   * product): resolves with their ids.
   */
  mails: readonly ReturnType<typeof mailInsert>[] = [],
): Promise<number[]> {
  try {
    const results = await commitWith(tx, [...mails, orderStockTake(tx, orderId)]);
    return (results.slice(0, mails.length) as { id: number }[][]).map(([row]) => row!.id);
  } catch (error) {
    const short = shortFromServer(error);
    throw short ? outOfStock(lines, short) : error;
  }
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
