import type { CheckedWholesale } from "../../../domain/api/cart.ts";
import type { PriceList } from "../../../domain/price-lists.ts";
import { lineUnitPrice } from "../../../domain/pricing.ts";
import type { VariantForSale } from "../../db/orders.ts";

type SaleSize = Pick<
  VariantForSale,
  "variantId" | "categoryId" | "listPrice" | "discount" | "name" | "size" | "unit" | "unitPrice"
>;

/** Section 9 step 0 (domain/pricing.ts) for `quantity` units of a size as read for sale, for a buyer of `list`. */
export function buyerLine(v: SaleSize, quantity: number, list: PriceList) {
  const size = { variantId: v.variantId, categoryId: v.categoryId, price: v.listPrice, discount: v.discount };
  return lineUnitPrice({ ...size, label: `${v.name} (${v.size} ${v.unit})` }, quantity, list);
}

/** What the cart check tells a buyer about one line: the list's price, its retail, minimum, multiple and refusal. */
export function checkedWholesale(v: SaleSize, quantity: number, list: PriceList) {
  const line = buyerLine(v, quantity, list);
  const terms = list.sizes.get(v.variantId);
  const wholesale: CheckedWholesale = {
    retailUnitPrice: line.retailUnitPrice,
    minQuantity: terms?.minQuantity ?? 1,
    multiple: terms?.multiple ?? 1,
    problem: line.problem,
  };
  return { unitPrice: line.unitPrice, wholesale };
}
