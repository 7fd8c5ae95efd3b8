import { useId, useState } from "react";
import { formatUYU } from "../../domain/money.ts";
import { cartStore } from "../lib/cart/cart-store.ts";
import { cartKeyOf, checkCoupon, couponStore, useCartCoupon } from "../lib/cart/coupon-store.ts";

/**
 * 'Cupón de descuento': type a code and apply it to the cart, or remove the one applied. In the checkout, `email` (the
 * shopper's, once well formed) is sent with it, so a code already used by that e-mail is refused here.
 */
export function CouponField({ email = null }: { email?: string | null }) {
  const state = useCartCoupon();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const applied = state.applied?.preview;
  const message = error ?? state.notice;

  async function apply(event: React.FormEvent) {
    event.preventDefault();
    const code = text.trim();
    if (!code) {
      setError("Escriba el cupón.");
      return;
    }
    setBusy(true);
    const lines = cartStore.get();
    const answer = await checkCoupon(code, lines, email);
    setBusy(false);
    if (answer.ok) {
      couponStore.set({ applied: { preview: answer.preview, cartKey: cartKeyOf(lines) }, notice: null });
      setText("");
      setError(null);
    } else {
      setError(answer.message);
    }
  }

  if (applied) {
    return (
      <div className="coupon-field coupon-field--applied">
        <p role="status">
          Cupón <strong>{applied.code}</strong> aplicado
          {applied.discount > 0
            ? `: −${formatUYU(applied.discount)}`
            : applied.kind === "free_delivery"
              ? ": envío gratis"
              : ""}
        </p>
        <button
          type="button"
          className="cart-link-button cart-link-button--danger"
          onClick={() => couponStore.set({ applied: null, notice: null })}
        >
          Quitar
        </button>
      </div>
    );
  }

  return (
    // No <form>: in the checkout it sits inside the order's form, so Enter and the button apply it by hand.
    <div className="coupon-field">
      <label htmlFor={`${id}-code`}>Cupón de descuento</label>
      <div className="coupon-field__row">
        <input
          id={`${id}-code`}
          className="coupon-field__input"
          value={text}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={30}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") void apply(e);
          }}
        />
        <button type="button" className="btn btn--outline" disabled={busy} onClick={(e) => void apply(e)}>
          Aplicar
        </button>
      </div>
      <p id={`${id}-error`} className="coupon-field__error" role="alert">
        {message ?? ""}
      </p>
    </div>
  );
}
