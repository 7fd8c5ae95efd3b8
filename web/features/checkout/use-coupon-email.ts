import { useEffect } from "react";
import { cartStore } from "../../lib/cart/cart-store.ts";
import { cartKeyOf, checkCoupon, checkedForEmail, couponStore } from "../../lib/cart/coupon-store.ts";

/** How long the e-mail must rest before the applied code is asked about it (typing is not asking). */
export const COUPON_EMAIL_DEBOUNCE_MS = 700;

/**
 * The applied discount code, asked again for the checkout's e-mail once it is well formed and has rested (issue 38):
 * a code this e-mail already used is removed at once with the shop's reason ('Ya usó este cupón.') beside the code
 * field, instead of at 'Confirmar pedido'. A check that could not be made (network, limit) leaves the code applied:
 * the order service decides anyway.
 */
export function useCouponEmailCheck(email: string | null) {
  const code = couponStore.use().applied?.preview.code;
  useEffect(() => {
    if (!code || !email || checkedForEmail(code, email)) return;
    let live = true;
    const timer = setTimeout(() => {
      const lines = cartStore.get();
      void checkCoupon(code, lines, email).then((answer) => {
        if (!live || couponStore.get().applied?.preview.code !== code) return;
        if (answer.ok)
          couponStore.set({ applied: { preview: answer.preview, cartKey: cartKeyOf(lines) }, notice: null });
        else if (answer.refused) couponStore.set({ applied: null, notice: answer.message });
      });
    }, COUPON_EMAIL_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [code, email]);
}
