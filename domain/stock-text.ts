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

/**
 * Who waits for an 'Avisarme cuando haya stock' mail (decision 025): '3 personas esperan aviso de stock: 2 de
 * 30 cc, 1 del producto'. Null when nobody waits. `total` counts the sizes' requests and the product-wide ones.
 */
export function describeWaiting(
  total: number,
  unit: string,
  sizes: readonly { size: number; waiting: number }[],
): string | null {
  if (total <= 0) return null;
  const bySize = sizes.filter((s) => s.waiting > 0);
  const wide = total - bySize.reduce((sum, s) => sum + s.waiting, 0);
  const parts = [
    ...bySize.map((s) => `${groupThousands(s.waiting)} de ${s.size} ${unit}`),
    ...(wide > 0 ? [`${groupThousands(wide)} del producto`] : []),
  ];
  const who = total === 1 ? "1 persona espera" : `${groupThousands(total)} personas esperan`;
  return `${who} aviso de stock: ${parts.join(", ")}`;
}
