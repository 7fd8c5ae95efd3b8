import type { WholesaleSize } from "../../../domain/api/wholesale.ts";
import type { PriceList } from "../../../domain/price-lists.ts";
import type { VariantForSale } from "../../db/orders.ts";
import { buyerLine } from "./buyer-line.ts";

/**
 * What a buyer sees of each size (GET /api/wholesale): the list's price of 1 unit, and the break table as step 0 prices
 * each break's quantity (a break the list's own price already beats, or retail, is left out); the minimum and multiple
 * are said apart.
 */
export function buyerSizes(sizes: readonly VariantForSale[], list: PriceList): WholesaleSize[] {
  return sizes.map((v) => {
    const terms = list.sizes.get(v.variantId);
    const start = buyerLine(v, 1, list);
    const breaks: WholesaleSize["breaks"] = [];
    let last = start.unitPrice;
    for (const b of terms?.breaks ?? []) {
      const price = buyerLine(v, b.from, list).unitPrice;
      if (price < last) breaks.push({ from: b.from, price });
      last = Math.min(last, price);
    }
    return {
      variantId: v.variantId,
      productId: v.productId,
      unitPrice: start.unitPrice,
      retailUnitPrice: start.retailUnitPrice,
      breaks,
      minQuantity: terms?.minQuantity ?? 1,
      multiple: terms?.multiple ?? 1,
    };
  });
}
