import type { CheckedWholesale } from "../../../domain/api/cart.ts";
import type { CartLine } from "../../../domain/cart.ts";
import { allowedQuantity } from "../../../domain/price-lists.ts";
import { recheckCart } from "../../lib/cart/cart-check.ts";
import { decreaseQuantity, increaseQuantity } from "./cart-actions.ts";

/**
 * One press of the stepper. Retail: one unit. A business buyer (issue 44): to the next allowed quantity
 * (`allowedQuantity`) up, or one multiple down; then the server prices the cart again (the break the quantity reaches).
 */
export function stepBy(line: CartLine, terms: CheckedWholesale | undefined, up: boolean): void {
  const move = up ? increaseQuantity : decreaseQuantity;
  if (!terms) {
    move(line.cartId);
    return;
  }
  const target = up
    ? allowedQuantity(line.quantity + 1, terms)
    : Math.max(terms.minQuantity, line.quantity - terms.multiple);
  for (let n = Math.abs(target - line.quantity); n > 0; n--) if (!move(line.cartId)) break;
  void recheckCart();
}
