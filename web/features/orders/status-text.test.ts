import { describe, expect, it } from "vitest";
import type { OrderView } from "../../../domain/api/orders.ts";
import { statusText } from "./status-text.ts";

const approved = (over: Partial<OrderView>) =>
  ({ status: "approved", fulfilment: null, paymentMethod: "bank", total: 1200, ...over }) as OrderView;

describe("the order page's status sentence", () => {
  it("an approved order with nothing to pay does not say a payment arrived", () => {
    expect(statusText(approved({ total: 0, paymentMethod: "mercadopago" }))).toBe(
      "Su pedido no tiene importe a pagar. Pronto empezaremos a prepararlo.",
    );
    expect(statusText(approved({}))).toBe("Recibimos el pago. Pronto empezaremos a preparar su pedido.");
  });
});
