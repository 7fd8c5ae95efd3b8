import { useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";
import type { OrderView } from "../../../domain/api/orders.ts";
import type { OrderLookup } from "../../lib/order-lookup.ts";
import { paymentFailed } from "../../lib/payment-labels.ts";

export type PaymentCheck =
  | { phase: "loading" }
  | { phase: "not_found" }
  | { phase: "error"; message: string }
  /** Mercado Pago has not told the server about the payment yet: asking again. */
  | { phase: "confirming"; order: OrderView }
  /** The order's state is known (approved, pending, cancelled, or waiting after a failed payment). */
  | { phase: "settled"; order: OrderView }
  /** Still no answer after the last attempt: the page says what it knows. */
  | { phase: "unconfirmed"; order: OrderView };

/** Waits between look-ups, in ms: about 30 s in all before the page stops asking. */
export const CHECK_DELAYS = [1000, 1500, 2500, 3500, 5000, 7000, 9000] as const;

/** The order no longer waits for news from Mercado Pago. */
export function isSettled(order: OrderView): boolean {
  return order.status !== "mercado" || paymentFailed(order.payment);
}

/**
 * The payment check as the page shows it. The route's loader asks the server to look the order's payment up with
 * Mercado Pago (payment-api.ts checkReturn: the return URL's payment id is a hint only); while the order still waits
 * for it (status 'mercado', payment unknown or in process), the loader runs again (router.invalidate()) after a
 * growing pause, up to about 30 s (`poll: false` asks once: the failure page). `recheck` starts over (the shopper's
 * 'Consultar nuevamente'). `lookup` is the loader's latest answer, `refreshing` while a newer one is on its way.
 */
export function usePaymentCheck(lookup: OrderLookup, refreshing: boolean, { poll = true }: { poll?: boolean } = {}) {
  const router = useRouter();
  // Look-ups made after the first; the order last seen (a hiccup between two look-ups is not the answer).
  const [asked, setAsked] = useState(0);
  const [known, setKnown] = useState<OrderView | undefined>();
  if (lookup.kind === "found" && known !== lookup.order) setKnown(lookup.order);

  const order = lookup.kind === "found" ? lookup.order : lookup.kind === "error" ? known : undefined;
  const state: PaymentCheck =
    lookup.kind === "not_found"
      ? { phase: "not_found" }
      : !order
        ? refreshing
          ? { phase: "loading" }
          : { phase: "error", message: lookup.kind === "error" ? lookup.message : "" }
        : refreshing
          ? // Asking again about the same order keeps it on screen.
            { phase: "confirming", order }
          : isSettled(order) || !poll
            ? { phase: "settled", order }
            : asked >= CHECK_DELAYS.length
              ? { phase: "unconfirmed", order }
              : { phase: "confirming", order };

  const waiting = state.phase === "confirming" && !refreshing;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => {
      setAsked((n) => n + 1);
      void router.invalidate();
    }, CHECK_DELAYS[asked]);
    return () => window.clearTimeout(timer);
  }, [waiting, asked, router]);

  const recheck = useCallback(() => {
    setAsked(0);
    void router.invalidate();
  }, [router]);
  return { state, recheck };
}
