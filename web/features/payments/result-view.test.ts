import { describe, expect, it } from "vitest";
import type { OrderPayment, OrderView } from "../../../domain/api/orders.ts";
import { resultView } from "./result-view.ts";
import { readReturnParams } from "./return-params.ts";
import { isSettled } from "./use-payment-check.ts";

function order(over: Partial<OrderView> = {}): OrderView {
  return {
    id: 42,
    accessToken: "t".repeat(43),
    status: "mercado",
    statusLabel: "Esperando pago",
    createdAt: "2026-11-22T12:00:00.000Z",
    estimatedDate: "2026-11-24",
    deliveryMethod: "pickup",
    paymentMethod: "mercadopago",
    customer: {
      email: "comprador@example.com",
      firstName: "Lucía",
      lastName: "Fernández",
      phone: "099 123 456",
      rut: null,
      streetAddress: null,
      apartment: null,
      town: null,
      zip: null,
    },
    note: null,
    items: [],
    subtotal: 1000,
    transferDiscount: 0,
    deliveryFee: 0,
    deliveryPaidByReceiver: false,
    total: 1000,
    hasReceipt: false,
    payment: null,
    checkoutUrl: "http://localhost/api/payments/simulator/checkout/1-x",
    refundNeeded: false,
    ...over,
  } as OrderView;
}

const payment = (status: string, type = "credit_card"): OrderPayment => ({
  id: "123",
  status,
  statusLabel: status,
  type,
});

describe("payment result pages say what the server knows", () => {
  it("an approved order with nothing to pay says so, not that a payment arrived", () => {
    const free = resultView("success", { phase: "settled", order: order({ status: "approved", total: 0 }) });
    expect(free).toMatchObject({ title: "Pedido confirmado", tone: "success" });
    expect(free.text).toBe(
      "Su pedido no tiene importe a pagar y ya está confirmado. Le enviamos la confirmación a comprador@example.com.",
    );
    const paid = resultView("success", { phase: "settled", order: order({ status: "approved" }) });
    expect(paid.text).toMatch(/^Recibimos el pago de su pedido\./);
  });

  it("'Pedido confirmado' only for an approved order, whatever the return URL", () => {
    for (const source of ["success", "pending", "failure"] as const) {
      expect(resultView(source, { phase: "settled", order: order({ status: "approved" }) }).title).toBe(
        "Pedido confirmado",
      );
      for (const status of ["mercado", "pending", "cancel"]) {
        for (const phase of ["confirming", "settled", "unconfirmed"] as const) {
          const view = resultView(source, { phase, order: order({ status }) });
          expect(view.title).not.toBe("Pedido confirmado");
          expect(view.tone).not.toBe("success");
        }
      }
    }
  });

  it("an unpaid order on /success waits, then says it has no confirmation and offers to pay", () => {
    const waiting = resultView("success", { phase: "confirming", order: order() });
    expect(waiting).toMatchObject({ heading: "Estamos confirmando su pago…", busy: true });
    const after = resultView("success", { phase: "unconfirmed", order: order() });
    expect(after).toMatchObject({ title: "Pago sin confirmar", pay: true, recheck: true });
  });

  it("a rejected payment, or /failure, offers to pay again and the way back to the checkout", () => {
    const rejected = order({ payment: payment("rejected") });
    expect(isSettled(rejected)).toBe(true);
    expect(resultView("success", { phase: "settled", order: rejected })).toMatchObject({
      title: "Pago no completado",
      heading: "El pago no se completó.",
      pay: true,
      backToCheckout: true,
    });
    expect(resultView("failure", { phase: "settled", order: order() })).toMatchObject({ pay: true });
    expect(resultView("failure", { phase: "settled", order: order({ checkoutUrl: null }) }).pay).toBe(false);
  });

  it("a failed payment reads calmly: no charge was made, and what the shopper can do next", () => {
    const left = resultView("failure", { phase: "settled", order: order() });
    expect(left.heading).toBe("El pago no se completó.");
    expect(left.text).toMatch(/^No se realizó ningún cobro\. Reservamos los productos de su pedido 42 por un tiempo/);
    expect(left.text).toContain("elegir otra forma de pago");
    expect(left.heading + left.text).not.toMatch(/error/i);
    const expired = resultView("failure", { phase: "settled", order: order({ checkoutUrl: null }) });
    expect(expired.text).toBe(
      "No se realizó ningún cobro. Puede volver al checkout y elegir otra forma de pago: su carrito está como lo dejó.",
    );
    // Money that moved and came back: no 'no charge' then.
    const refunded = resultView("failure", { phase: "settled", order: order({ payment: payment("refunded") }) });
    expect(refunded.heading).toBe("El pago no se completó.");
    expect(refunded.text).not.toContain("ningún cobro");
  });

  it("pending: the SPEC sentence, and the ticket's own words for Abitab / RedPagos", () => {
    const view = resultView("pending", {
      phase: "settled",
      order: order({ status: "pending", payment: payment("pending", "ticket") }),
    });
    expect(view).toMatchObject({
      title: "Pedido pendiente",
      heading: "Cuando recibamos su pago aprobaremos su compra.",
    });
    expect(view.text).toContain("Abitab");
  });

  it("waits only while the order is 'mercado' and its payment may still come", () => {
    expect(isSettled(order())).toBe(false);
    expect(isSettled(order({ payment: payment("in_process") }))).toBe(false);
    expect(isSettled(order({ status: "pending" }))).toBe(true);
  });
});

describe("return URL", () => {
  it("reads the token and the payment id, never a status", () => {
    const params = readReturnParams(
      "?token=abc&collection_id=111&collection_status=approved&payment_id=111&status=approved&external_reference=9",
    );
    expect(params).toEqual({ orderId: "9", token: "abc", paymentId: "111" });
    expect(readReturnParams("?order=7&token=x&payment_id=null").paymentId).toBeUndefined();
    expect(readReturnParams("?payment_id=1%3Bdrop").paymentId).toBeUndefined();
  });
});
