import type { CartLine } from "../../../domain/cart.ts";
import { refusal, remainingStock, unitLimitMessage } from "../../../domain/cart.ts";
import { cartStore } from "../../lib/cart/cart-store.ts";
import { lineLabel } from "../../lib/cart/reconcile.ts";
import { useCartTerms } from "../../lib/wholesale/cart-terms.ts";
import { stepBy } from "./wholesale-step.ts";

/** − quantity + for one cart line. Decrease stops at 1; increase past the stock or the 99 units rule is refused
 * with a toast naming the product. */
export function QuantityControl({ line }: { line: CartLine }) {
  const lines = cartStore.use();
  const label = lineLabel(line);
  const atStock = remainingStock(lines, line) < 1;
  // A business buyer (issue 44): the stepper jumps by the size's multiple, within its minimum; the server says why.
  const terms = useCartTerms(line.variantId);
  const step = terms?.multiple ?? 1;
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a compact inline control; a fieldset would need a visible legend */}
      <div className="cart-qty" role="group" aria-label={`Cantidad de ${label}`}>
        <button
          type="button"
          className="cart-qty__btn"
          aria-label={`Quitar una unidad de ${label}`}
          disabled={line.quantity - step < (terms?.minQuantity ?? 1)}
          onClick={() => stepBy(line, terms, false)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="cart-qty__value" aria-live="polite">
          {line.quantity}
        </output>
        <button
          type="button"
          className={atStock ? "cart-qty__btn cart-qty__btn--limit" : "cart-qty__btn"}
          aria-label={`Agregar una unidad de ${label}`}
          title={
            atStock
              ? refusal(lines, line) === "limit"
                ? unitLimitMessage(line.name)
                : "No hay stock suficiente de este tamaño."
              : undefined
          }
          onClick={() => stepBy(line, terms, true)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {terms?.problem && <p className="cart-qty__rule">{terms.problem}</p>}
    </>
  );
}
