import type { ShortItem } from "../../domain/api/cart.ts";
import type { Tx } from "../db/database.ts";
import { takeLinesStock } from "../db/order-stock.ts";
import type { NewOrderItem } from "../db/orders.ts";
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
  const items: ShortItem[] = result.short.map(({ index, available }) => {
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
  throw new ApiError(409, "out_of_stock", `No hay stock suficiente de: ${names}.`, { items });
}

/** 'no queda ninguno', 'queda 1', 'quedan 3' (of that size, beside the rest of the order). */
function fitMessage(available: number): string {
  if (available <= 0) return "no queda ninguno";
  return available === 1 ? "queda 1" : `quedan ${available}`;
}
