import { useCallback, useEffect, useState } from "react";
import type { OrderView } from "../orders/order-types.ts";
import { checkPayment } from "./payment-api.ts";
import { paymentFailed } from "./payment-labels.ts";

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
 * Asks the server to look the order's payment up with Mercado Pago (the return URL's payment id is a hint
 * only) and, while the order still waits for it (status 'mercado', payment unknown or in process), asks
 * again with a growing pause, up to about 30 s (`poll: false` asks once: the failure page). `recheck` starts
 * over (the shopper's 'Consultar nuevamente').
 */
export function usePaymentCheck(
  id: string,
  token: string | undefined,
  paymentId: string | undefined,
  { poll = true }: { poll?: boolean } = {},
) {
  const [state, setState] = useState<PaymentCheck>({ phase: "loading" });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!token) {
      setState({ phase: "not_found" });
      return;
    }
    let live = true;
    let timer: number | undefined;
    let attempt = 0;
    let last: OrderView | undefined;

    const next = (order: OrderView) => {
      if (attempt >= CHECK_DELAYS.length) {
        setState({ phase: "unconfirmed", order });
        return;
      }
      setState({ phase: "confirming", order });
      timer = window.setTimeout(run, CHECK_DELAYS[attempt++]);
    };

    async function run() {
      const result = await checkPayment(id, token as string, paymentId);
      if (!live) return;
      if (result.kind === "not_found") setState({ phase: "not_found" });
      else if (result.kind === "error") {
        // A hiccup between two look-ups is not the answer: keep asking while there are attempts left.
        if (last) next(last);
        else setState({ phase: "error", message: result.message });
      } else {
        last = result.order;
        if (isSettled(result.order) || !poll) setState({ phase: "settled", order: result.order });
        else next(result.order);
      }
    }

    // Asking again about the same order keeps it on screen; another order starts from a spinner.
    setState((s) =>
      "order" in s && String(s.order.id) === id ? { phase: "confirming", order: s.order } : { phase: "loading" },
    );
    void run();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [id, token, paymentId, poll, round]);

  const recheck = useCallback(() => setRound((n) => n + 1), []);
  return { state, recheck };
}
