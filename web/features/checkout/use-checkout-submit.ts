import { useEffect, useRef, useState } from "react";
import type { FieldPath, UseFormSetError, UseFormSetFocus, UseFormSetValue } from "react-hook-form";
import type { OrderView } from "../../../domain/api/orders.ts";
import type { CheckoutForm, CheckoutFormInput } from "../../../domain/schemas/checkout.ts";
import { applyReconciled, clearCartNotices, recheckCart } from "../../lib/cart/cart-check.ts";
import { cartStore } from "../../lib/cart/cart-store.ts";
import { couponStore } from "../../lib/cart/coupon-store.ts";
import { applyShortItems } from "../../lib/cart/reconcile.ts";
import type { FormProblem } from "./CheckoutSummary.tsx";
import { newIdempotencyKey, placeOrder } from "./place-order.ts";
import type { useReceiptUpload } from "./ReceiptUpload.tsx";

type FieldName = FieldPath<CheckoutFormInput>;

const FORM_FIELDS: readonly FieldName[] = [
  "email",
  "firstName",
  "lastName",
  "phone",
  "rut",
  "companyName",
  "companyAddress",
  "buyerDocument",
  "deliveryMethod",
  "streetAddress",
  "apartment",
  "town",
  "zip",
  "note",
  "subscribe",
  "paymentMethod",
  "acceptTerms",
];

/** SPEC section 8: the cart is gone (another tab emptied it) by the time the order is sent. */
const CART_MISSING = "Ha ocurrido un error.";

interface Form {
  setError: UseFormSetError<CheckoutFormInput>;
  setFocus: UseFormSetFocus<CheckoutFormInput>;
  setValue: UseFormSetValue<CheckoutFormInput>;
}

/** An order placed with a total of $ 0: the server approved it at once, whatever the payment method. */
export const nothingToPay = (order: OrderView) => order.status === "approved" && order.total === 0;

/** Where a Mercado Pago order whose payment is already known lives (a replay after paying). */
function resultUrl(order: OrderView): string {
  const base = order.status === "approved" ? "success" : order.status === "pending" ? "pending" : "shop/order";
  return `/${base}/${order.id}?token=${encodeURIComponent(order.accessToken)}`;
}

/**
 * Sends the checkout to POST /api/orders and handles every answer. A bank transfer ends here (the cart is
 * cleared and the 'Pedido creado' dialog opens); a Mercado Pago order sends the browser to its checkout URL
 * and keeps the cart until the result page knows the payment. One idempotency key per attempt: kept for
 * retries, double clicks and a return from Mercado Pago with the same order; new once the order changes.
 */
export function useCheckoutSubmit(form: Form, receipt: ReturnType<typeof useReceiptUpload>) {
  const [order, setOrder] = useState<OrderView | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());
  /** The request a Mercado Pago order was created from: sent again unchanged, it answers that same order. */
  const placedWith = useRef<string | null>(null);
  const inFlight = useRef(false);

  // Back from Mercado Pago through the browser's back/forward cache: the page is live again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setRedirecting(false);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  const fresh = () => {
    idempotencyKey.current = newIdempotencyKey();
    placedWith.current = null;
  };

  async function submit(values: CheckoutForm) {
    if (inFlight.current) return; // a double click while the first request is on its way
    const items = cartStore.get();
    if (items.length === 0) {
      setProblem({ message: CART_MISSING });
      return;
    }
    const bank = values.paymentMethod === "bank";
    if (bank && receipt.state.status === "uploading") {
      setProblem({ message: "Espere a que termine de subirse el comprobante." });
      return;
    }
    const pickup = values.deliveryMethod === "pickup";
    const body = {
      ...values,
      ...(pickup ? { streetAddress: undefined, apartment: undefined, town: undefined, zip: undefined } : {}),
      note: values.note || undefined,
      items: items.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
      receiptFileId: bank && receipt.state.status === "done" ? receipt.state.id : undefined,
      discountCode: couponStore.get().applied?.preview.code,
    };
    const fingerprint = JSON.stringify(body);
    if (placedWith.current !== null && placedWith.current !== fingerprint) fresh();

    inFlight.current = true;
    let leaving = false;
    setProblem(null);
    try {
      const result = await placeOrder({ ...body, idempotencyKey: idempotencyKey.current });
      switch (result.kind) {
        case "created":
          // Nothing to pay (a code covers the total): approved as placed, so the confirmation, never Mercado Pago.
          if (result.order.paymentMethod === "mercadopago" && !nothingToPay(result.order)) {
            placedWith.current = fingerprint;
            const target = result.order.status === "mercado" ? result.checkoutUrl : resultUrl(result.order);
            if (!target) {
              setProblem({ message: CART_MISSING });
              return;
            }
            leaving = true;
            setRedirecting(true);
            window.location.assign(target);
            return;
          }
          cartStore.set([]);
          couponStore.set({ applied: null, notice: null });
          clearCartNotices();
          fresh();
          setOrder(result.order);
          return;
        case "invalid": {
          let first: FieldName | undefined;
          const other: string[] = [];
          for (const { path, message } of result.fields) {
            const field = path.split(".")[0] as FieldName;
            if (FORM_FIELDS.includes(field)) {
              form.setError(field, { type: "server", message });
              first ??= field;
            } else other.push(message);
          }
          fresh();
          if (first) form.setFocus(first);
          else setProblem({ message: result.message, items: other });
          return;
        }
        case "short": {
          applyReconciled((current) => applyShortItems(current, result.items));
          fresh();
          setProblem({
            message:
              result.code === "out_of_stock"
                ? "No hay stock suficiente de algunos productos. Ajustamos su carrito: revise el resumen y confirme el pedido de nuevo."
                : "Algunos productos ya no están a la venta. Los quitamos del carrito: revise el resumen y confirme el pedido de nuevo.",
            items: result.items.map((i) =>
              i.available === undefined
                ? `${i.name ?? "Un producto"}: ya no está disponible.`
                : `${i.name ?? "Un producto"}: pidió ${i.requested ?? "?"}, ${i.available === 1 ? "queda 1" : `quedan ${i.available}`}.`,
            ),
          });
          void recheckCart();
          return;
        }
        case "payment_unavailable":
          // Could not be prepared this time: the order may exist, so the same key asks for it again.
          // Not offered at all: nothing was written, and the transfer is the way to pay.
          if (!result.retry) {
            form.setValue("paymentMethod", "bank");
            fresh();
          }
          setProblem({ message: result.message });
          return;
        case "refused":
          // Nothing was written, so the corrected order gets a new key. Except for a key already used with
          // other data: that order may exist, and the server asks to reload rather than place a second one.
          if (result.code !== "idempotency_conflict") fresh();
          if (result.code === "invalid_receipt") receipt.reset();
          // The code stopped applying (used up, already used by this e-mail, expired): it leaves the order.
          if (result.code.startsWith("coupon_")) couponStore.set({ applied: null, notice: result.message });
          setProblem({ message: result.message });
          return;
        case "retry":
          // Keep the key: if the order did reach the server, sending it again gives back that same order.
          setProblem({ message: result.message });
          return;
      }
    } finally {
      // On the way to Mercado Pago the button stays disabled until the page is left (or shown again).
      if (!leaving) inFlight.current = false;
    }
  }

  return { order, problem, redirecting, submit };
}
