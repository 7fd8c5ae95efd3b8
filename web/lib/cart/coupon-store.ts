import { useEffect } from "react";
import type { CouponPreview } from "../../../domain/api/cart.ts";
import type { CartLine } from "../../../domain/cart.ts";
import type { CodeTerms } from "../../../domain/pricing.ts";
import { persistedStore } from "../persisted-store.ts";
import { cartStore } from "./cart-store.ts";

// The discount code the shopper applied, kept with the cart in this browser (issue 25). What it takes off is
// the server's answer for the cart as it was (POST /api/cart/code); when the cart changes it is asked again.
// The order service decides once more when the order is placed.

export interface AppliedCoupon {
  preview: CouponPreview;
  /** The cart the preview was computed for (ids and quantities). */
  cartKey: string;
}

export interface CouponState {
  applied: AppliedCoupon | null;
  /** The last refusal of a code that was applied (the cart changed under it). */
  notice: string | null;
}

function parse(raw: unknown): CouponState {
  const value = raw as CouponState | null;
  const p = value?.applied?.preview;
  if (!p || typeof p.code !== "string" || typeof p.eligibleSubtotal !== "number")
    return { applied: null, notice: null };
  return { applied: value.applied, notice: null };
}

export const couponStore = persistedStore<CouponState>("shop.cart.coupon.v1", { applied: null, notice: null }, parse);

export const cartKeyOf = (lines: readonly CartLine[]) =>
  lines.map((l) => `${l.productId}:${l.variantId}:${l.quantity}:${l.unitPrice}`).join(",");

/** `refused`: the shop said the code does not apply (400); otherwise it could not be asked (network, limit, error). */
export type CouponAnswer = { ok: true; preview: CouponPreview } | { ok: false; message: string; refused: boolean };

/**
 * Asks the server whether the code applies to these lines, and to this e-mail when the checkout has one (a code once
 * per e-mail is refused then, not only when the order is placed). The e-mail is never kept in browser storage.
 */
export async function checkCoupon(
  code: string,
  lines: readonly CartLine[],
  email?: string | null,
): Promise<CouponAnswer> {
  try {
    const res = await fetch("/api/cart/code", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        code,
        items: lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
        email: email || undefined,
      }),
    });
    const body = await res.json().catch(() => null);
    if (res.ok) {
      if (email) emailChecked = `${code.trim().toUpperCase()}|${email}`;
      return { ok: true, preview: body as CouponPreview };
    }
    return {
      ok: false,
      message: body?.error?.message ?? "No pudimos revisar el cupón. Inténtelo de nuevo.",
      refused: res.status === 400,
    };
  } catch {
    return {
      ok: false,
      message: "No pudimos conectar con la tienda. Revise su conexión e inténtelo nuevamente.",
      refused: false,
    };
  }
}

/** The code and e-mail last found to go together (in memory only), so the checkout does not ask twice. */
let emailChecked: string | null = null;
export const checkedForEmail = (code: string, email: string) =>
  emailChecked === `${code.trim().toUpperCase()}|${email}`;

/** A well-formed e-mail address as the checkout's field holds it, lower-cased, or null. */
export function couponEmail(value: string | undefined | null): string | null {
  const email = (value ?? "").trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email) ? email : null;
}

/** The applied code's terms for domain/pricing.ts orderTotals (null: none). */
export function couponTerms(state: CouponState): CodeTerms | null {
  const p = state.applied?.preview;
  return p ? { kind: p.kind, value: p.value, eligibleSubtotal: p.eligibleSubtotal } : null;
}

/** The applied code, asked again whenever the cart changes; a code that stops applying is removed, and said so. */
export function useCartCoupon(): CouponState {
  const state = couponStore.use();
  const lines = cartStore.use();
  const key = cartKeyOf(lines);
  const code = state.applied?.preview.code;
  const stale = !!state.applied && state.applied.cartKey !== key;
  useEffect(() => {
    if (!code || !stale) return;
    if (lines.length === 0) {
      couponStore.set({ applied: null, notice: null });
      return;
    }
    let live = true;
    void checkCoupon(code, lines).then((answer) => {
      if (!live) return;
      couponStore.set(
        answer.ok
          ? { applied: { preview: answer.preview, cartKey: key }, notice: null }
          : { applied: null, notice: answer.message },
      );
    });
    return () => {
      live = false;
    };
  }, [code, stale, key, lines]);
  return state;
}
