import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import type { RepeatLine } from "../../../domain/api/account.ts";
import { addCartNotices } from "../../lib/cart/cart-check.ts";
import { setLeftOut } from "../../lib/cart/left-out.ts";
import { type LeftOut, refillCart } from "../../lib/cart/refill.ts";
import { notify } from "../../lib/toast.ts";
import { Button } from "../Button.tsx";
import { RefillNoticeItems } from "../RefillNoticeItems.tsx";
import { repeatLines, repeatMessage } from "./repeat-lines.ts";
import "./repeat-order.css";

interface Outcome {
  message: string;
  reasons: string[];
  leftOut: LeftOut[];
}

/**
 * 'Repetir pedido' (issue 43): the order's lines that can still be bought go into this browser's cart at today's
 * prices (web/lib/cart/refill.ts), then the cart page shows what changed (price up or down, size gone, no stock, with
 * 'Avisarme'). When nothing could be added the page stays and says why. The order page and 'Mi cuenta's list show it.
 */
export function RepeatOrder({ items }: { items: readonly RepeatLine[] }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function repeat() {
    setBusy(true);
    setOutcome(null);
    try {
      const { lines, gone } = repeatLines(items);
      const result = await refillCart(lines);
      if (!result) {
        setOutcome({
          message: "No pudimos consultar los precios de hoy. Inténtelo de nuevo en unos minutos.",
          reasons: [],
          leftOut: [],
        });
        return;
      }
      setLeftOut(result.leftOut);
      addCartNotices(gone);
      if (result.added === 0) {
        setOutcome({ message: repeatMessage(0), reasons: [...result.notices, ...gone], leftOut: result.leftOut });
        return;
      }
      notify("success", repeatMessage(result.added));
      await navigate({ to: "/shop/cart" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="repeat-order" aria-label="Repetir pedido">
      <p className="repeat-order__hint">¿Necesita lo mismo otra vez? Lo ponemos en su carrito a los precios de hoy.</p>
      <Button variant="outline" onClick={repeat} disabled={busy} aria-busy={busy || undefined}>
        {busy ? "Agregando al carrito…" : "Repetir pedido"}
      </Button>
      <div role="status" className="repeat-order__outcome">
        {outcome && (
          <>
            <p>{outcome.message}</p>
            {outcome.reasons.length > 0 && (
              <ul>
                <RefillNoticeItems notices={outcome.reasons} leftOut={outcome.leftOut} />
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
