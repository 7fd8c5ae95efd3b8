import type { WholesaleSize } from "../../../domain/api/wholesale.ts";

/** What a product card shows a business buyer for one size: retail struck through, then the buyer's own price. */
export interface CardFigure {
  /** The retail price of 1 unit (after the product's own discount), struck through. */
  price: number;
  /** The buyer's price of 1 unit, as the server computed it (section 9 step 0). */
  finalPrice: number;
}

/** The buyer's figure of each size, by size id. */
export type CardPrices = ReadonlyMap<number, CardFigure>;

/**
 * The card's figures from GET /api/wholesale's sizes (issue 44): a card shows the price of 1 unit of its chosen size, so
 * the buyer's figure is the same size's 1-unit price. A size the list does not lower (retail is already as low) is left
 * out: its card keeps the retail figure, struck only by the product's own discount.
 */
export function cardFigures(sizes: readonly WholesaleSize[]): Map<number, CardFigure> {
  const figures = new Map<number, CardFigure>();
  for (const s of sizes) {
    if (s.unitPrice < s.retailUnitPrice)
      figures.set(s.variantId, { price: s.retailUnitPrice, finalPrice: s.unitPrice });
  }
  return figures;
}
