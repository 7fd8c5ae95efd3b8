import { clearCartNotices, useCartNotices } from "../lib/cart/cart-check.ts";

/**
 * What changed in the cart since it was filled (prices, stock, products withdrawn), in plain Spanish.
 * The live region is always in the page so screen readers announce sentences as they arrive.
 */
export function CartNotices({ className }: { className?: string }) {
  const notices = useCartNotices();
  return (
    <div role="status" className={className}>
      {notices.length > 0 && (
        <div className="cart-notices">
          <p className="cart-notices__title">Actualizamos su carrito:</p>
          <ul>
            {notices.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
          <button type="button" className="cart-notices__dismiss" onClick={clearCartNotices}>
            Entendido
          </button>
        </div>
      )}
    </div>
  );
}
