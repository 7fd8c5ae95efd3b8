import { clearCartNotices, useCartNotices } from "../lib/cart/cart-check.ts";
import { useLeftOut } from "../lib/cart/left-out.ts";
import { RefillNoticeItems } from "./RefillNoticeItems.tsx";

/**
 * What changed in the cart since it was filled (prices, stock, products withdrawn), in plain Spanish.
 * The live region is always in the page so screen readers announce sentences as they arrive.
 * A line 'Repetir pedido' left out for lack of stock offers 'Avisarme': its product page with that size chosen.
 */
export function CartNotices({ className }: { className?: string }) {
  const notices = useCartNotices();
  const leftOut = useLeftOut();
  return (
    <div role="status" className={className}>
      {notices.length > 0 && (
        <div className="cart-notices">
          <p className="cart-notices__title">Actualizamos su carrito:</p>
          <ul>
            <RefillNoticeItems notices={notices} leftOut={leftOut} />
          </ul>
          <button type="button" className="cart-notices__dismiss" onClick={clearCartNotices}>
            Entendido
          </button>
        </div>
      )}
    </div>
  );
}
