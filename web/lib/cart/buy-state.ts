import type { ProductCard } from "../../../domain/api/catalogue.ts";
import { type CartLine, fullInCartMessage, refusal, remainingStock } from "../../../domain/cart.ts";
import { toCartItem, type Variant } from "./add-to-cart.ts";

// Kept apart from add-to-cart.ts (which the home's cards load at once): only the product page, the quick view
// and the favourites page need it, and they load later (tests/e2e/bundle-budget.spec.ts).

/**
 * What the buy box of a product size shows (product page, quick view): how many more can go into the cart
 * beside what is there (the size's stock, domain/stock.ts, and the 99 units rule), the button's label, and
 * a sentence when nothing more can go in.
 */
export function buyState(lines: readonly CartLine[], product: ProductCard, variant: Variant | undefined) {
  if (product.quantity < 1 || !variant) {
    return { left: 0, canAdd: false, label: "Sin stock", note: undefined };
  }
  if (variant.available < 1) {
    return {
      left: 0,
      canAdd: false,
      label: "Agotado",
      note: `El tamaño de ${variant.size} ${product.unit} está agotado. Elija otro tamaño.`,
    };
  }
  const item = toCartItem(product, variant);
  const left = remainingStock(lines, item);
  return {
    left,
    canAdd: left >= 1,
    label: "Añadir al carrito",
    note: left < 1 ? fullInCartMessage(product.name, refusal(lines, item)) : undefined,
  };
}
