// Stock by size or in bulk (DESIGN.md section 10), pure so the cart, the product page and the server share
// one "how many fit" rule. 'size': every size has its own units. 'bulk': the product holds an amount in its
// unit (cc, ml, grs) and a line of n × size takes n × size of it.

export const STOCK_MODES = ["size", "bulk"] as const;
export type StockMode = (typeof STOCK_MODES)[number];

/** A product's stock as the server counts it (the sizes' own units travel with each line: StockLine). */
export interface ProductStock {
  mode: StockMode;
  /** The bulk amount in the product's unit (bulk mode; ignored in size mode). */
  bulk: number;
}

/** One line (or wish) of a product: which size, how big, how many, and that size's own units (size mode). */
export interface StockLine {
  variantId: number;
  size: number;
  quantity: number;
  /** Units of this size (size mode; ignored in bulk mode). */
  sizeStock: number;
}

/** What a line takes from its product's stock: units of the size, or size × units of the bulk. */
export function stockAmount(mode: StockMode, size: number, quantity: number): number {
  return mode === "bulk" ? size * quantity : quantity;
}

/** Units of one size the stock holds on its own: the size's units, or how many times the bulk covers it. */
export function unitsOfSize(stock: ProductStock, size: number, sizeStock: number): number {
  if (stock.mode === "bulk") return size > 0 ? Math.max(0, Math.floor(stock.bulk / size)) : 0;
  return Math.max(0, Math.floor(sizeStock));
}

/**
 * How many units of `line`'s size fit while the product's other lines (`others`, the line itself left out)
 * stay as they are. Size mode: the size's units less what other lines of the same size hold. Bulk mode: what
 * the bulk has left after the other lines, divided by the size.
 */
export function unitsThatFit(stock: ProductStock, line: Omit<StockLine, "quantity">, others: readonly StockLine[]) {
  if (stock.mode === "bulk") {
    const used = others.reduce((sum, o) => sum + o.size * o.quantity, 0);
    return line.size > 0 ? Math.max(0, Math.floor((stock.bulk - used) / line.size)) : 0;
  }
  const used = others.filter((o) => o.variantId === line.variantId).reduce((sum, o) => sum + o.quantity, 0);
  return Math.max(0, Math.floor(line.sizeStock) - used);
}

/** The lines of one product that do not fit, each with how many of it would fit beside the others. */
export function shortLines<L extends StockLine>(
  stock: ProductStock,
  lines: readonly L[],
): { line: L; available: number }[] {
  return lines.flatMap((line, i) => {
    const available = unitsThatFit(
      stock,
      line,
      lines.filter((_, j) => j !== i),
    );
    return line.quantity > available ? [{ line, available }] : [];
  });
}
