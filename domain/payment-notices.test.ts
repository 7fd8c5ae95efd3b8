import { describe, expect, it } from "vitest";
import { ORDER_STATUS_LABELS } from "./order-status.ts";
import { paymentNoticeWords } from "./payment-notices.ts";

// Issue 38, item 13: the desk read 'pago 90000000005: approved · applied | mercado -> approved'.
describe("Mercado Pago's notices in the owner's words", () => {
  it("says the payment's status and how the order moved, keeping the raw line apart", () => {
    expect(
      paymentNoticeWords({
        paymentId: "90000000005",
        status: "approved",
        outcome: "applied",
        note: "mercado -> approved",
      }),
    ).toEqual({
      status: "Pago aprobado",
      outcome: `El pedido pasó de «${ORDER_STATUS_LABELS.mercado}» a «${ORDER_STATUS_LABELS.approved}».`,
      technical: "pago 90000000005: approved · applied | mercado -> approved",
    });
  });

  it("says why a notice moved nothing or was refused, in Spanish", () => {
    const words = (status: string, outcome: string, note: string | null) =>
      paymentNoticeWords({ paymentId: "1", status, outcome, note });
    expect(words("approved", "applied", "the order is already approved")).toMatchObject({
      status: "Pago aprobado",
      outcome: "El pedido no cambió: el pedido ya estaba aprobado.",
    });
    expect(words("refunded", "applied", "recorded after approval").outcome).toBe(
      "El pedido no cambió: se registró después de aprobado el pedido.",
    );
    expect(words("rejected", "applied", "another payment attempt failed")).toMatchObject({
      status: "Pago rechazado",
      outcome: "El pedido no cambió: falló otro intento de pago, no el del pedido.",
    });
    expect(words("approved", "refused", "amount 990 instead of 1000").outcome).toBe(
      "Rechazado: el importe es $\u00a0990 y el pedido es de $\u00a01.000.",
    );
    expect(words("approved", "refused", "currency USD instead of UYU").outcome).toBe(
      "Rechazado: vino en USD, no en pesos uruguayos.",
    );
    expect(words("weird", "refused", "unknown status weird")).toMatchObject({
      status: "Estado desconocido",
      outcome: "Rechazado: Mercado Pago informó un estado que la tienda no conoce.",
    });
    expect(words("pending", "recorded", null).outcome).toBe("Registrado; el pedido no cambió.");
  });

  it("never shows the log's English words outside the technical line", () => {
    const english = /\b(approved|applied|recorded|refused|pending|order|payment|instead|mercado ->)\b/;
    for (const [status, outcome, note] of [
      ["approved", "applied", "mercado -> approved"],
      ["pending", "applied", "pending -> pending"],
      ["in_process", "applied", "still waiting for the payment"],
      ["cancelled", "applied", "the buyer may still pay with another method"],
      ["approved", "applied", "the order is cancelled"],
      ["approved", "refused", "the order is not paid with Mercado Pago"],
      ["approved", "refused", "something new"],
    ] as const) {
      const w = paymentNoticeWords({ paymentId: "7", status, outcome, note });
      expect(`${w.status} ${w.outcome}`, note).not.toMatch(english);
    }
  });
});
