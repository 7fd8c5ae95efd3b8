import { useId, useState } from "react";
import { KEPT_CART_NOTICE, KEPT_CART_OPT_OUT_LABEL } from "./kept-cart-texts.ts";
import { useKeptCart } from "./use-kept-cart.ts";
import "./kept-carts.css";

/**
 * Checkout's notice about reminders and the 'No quiero recordatorios' box, unticked (issue 43; consent
 * 'recordatorio-carrito-1', domain/consents.ts). While it is unticked and the e-mail is valid, the cart is kept
 * server-side; ticking it deletes the kept cart and stores the opt-out.
 */
export function KeptCartReminders({ email }: { email: string | null }) {
  const [optedOut, setOptedOut] = useState(false);
  useKeptCart(email, optedOut);
  const id = useId();
  return (
    <div className="kept-cart-reminders">
      <p id={`${id}-notice`} className="kept-cart-reminders__notice">
        {KEPT_CART_NOTICE}
      </p>
      <label className="checkbox kept-cart-reminders__choice">
        <input
          type="checkbox"
          checked={optedOut}
          onChange={(e) => setOptedOut(e.currentTarget.checked)}
          aria-describedby={`${id}-notice`}
        />
        <span>{KEPT_CART_OPT_OUT_LABEL}</span>
      </label>
    </div>
  );
}
