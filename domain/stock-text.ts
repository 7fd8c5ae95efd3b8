// How the back office says a product's stock (decision 019). Apart from domain/stock.ts, whose rule the shop's
// cart loads on the home page: these words are only the back office's (tests/e2e/bundle-budget.spec.ts).

import { groupThousands } from "./money.ts";
import type { ProductStock, StockMode } from "./stock.ts";

export const STOCK_MODE_LABELS: Readonly<Record<StockMode, string>> = {
  size: "Stock por presentación",
  bulk: "Stock a granel",
};

/** '1.500 cc a granel' or '3 de 30 cc, 0 de 1000 cc' (sizes in the order given). */
export function describeStock(
  stock: ProductStock,
  unit: string,
  sizes: readonly { size: number; sizeStock: number }[],
): string {
  if (stock.mode === "bulk") return `${groupThousands(stock.bulk)} ${unit} a granel`;
  if (!sizes.length) return "Sin presentaciones";
  return sizes.map((s) => `${groupThousands(s.sizeStock)} de ${s.size} ${unit}`).join(", ");
}
