import { Link } from "@tanstack/react-router";
import { clearCartNotices, useCartNotices } from "../lib/cart/cart-check.ts";
import { useLeftOut } from "../lib/cart/left-out.ts";

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
            {notices.map((n) => {
              // The sentence web/lib/cart/refill.ts writes for a line without stock.
              const item = leftOut.find((i) => n === `${i.label} no tiene stock ahora.`);
              return (
                <li key={n}>
                  {n}
                  {item?.slug && (
                    <>
                      {" "}
                      <Link
                        to="/shop/product/$slug"
                        params={{ slug: item.slug }}
                        search={{ presentacion: item.variantId }}
                        aria-label={`Avisarme cuando haya stock de ${item.label}`}
                      >
                        Avisarme
                      </Link>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
          <button type="button" className="cart-notices__dismiss" onClick={clearCartNotices}>
            Entendido
          </button>
        </div>
      )}
    </div>
  );
}
