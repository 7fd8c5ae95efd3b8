import { useEffect, useState } from "react";
import { recheckCart } from "../../lib/cart/cart-check.ts";
import { cartStore } from "../../lib/cart/cart-store.ts";

interface CheckoutCheck {
  /** The cart is being checked against the server. */
  checking: boolean;
  /** Pesos from which an order without RUT needs the buyer's cédula (null until the server said). */
  identifyBuyerFrom: number | null;
}

/**
 * The checkout's check of the cart when it opens (POST /api/cart/check: today's prices and stock), which also
 * says from which total DGI wants the buyer identified on the e-Ticket (issue 26). Unanswered, the threshold stays
 * unknown: the server refuses such an order and names the field.
 */
export function useCheckoutCheck(): CheckoutCheck {
  const [state, setState] = useState<CheckoutCheck>({ checking: false, identifyBuyerFrom: null });
  useEffect(() => {
    if (cartStore.get().length === 0) return;
    let live = true;
    setState((now) => ({ ...now, checking: true }));
    const done = (from?: unknown) => {
      if (!live) return;
      setState((now) => ({
        checking: false,
        identifyBuyerFrom: typeof from === "number" ? from : now.identifyBuyerFrom,
      }));
    };
    recheckCart().then((answer) => done(answer?.identifyBuyerFrom), done);
    return () => {
      live = false;
    };
  }, []);
  return state;
}
