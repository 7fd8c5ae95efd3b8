import { describe, expect, it } from "vitest";
import type { OrderView } from "../../../domain/api/orders.ts";
import { statusText } from "./status-text.ts";

const place = { address: "Rambla Gandhi 600, Montevideo", storeHours: "Lunes a sábado de 9:00 a 18:00" };
const approved = (over: Partial<OrderView>) =>
  ({ status: "approved", fulfilment: null, paymentMethod: "bank", total: 1200, ...over }) as OrderView;

describe("the order page's status sentence", () => {
  it("an approved order with nothing to pay does not say a payment arrived", () => {
    expect(statusText(approved({ total: 0, paymentMethod: "mercadopago" }), place)).toBe(
      "Su pedido no tiene importe a pagar. Pronto empezaremos a prepararlo.",
    );
    expect(statusText(approved({}), place)).toBe("Recibimos el pago. Pronto empezaremos a preparar su pedido.");
  });

  it("a ready order names the shop's address and hours of the moment (Ajustes)", () => {
    expect(statusText(approved({ fulfilment: "ready" }), place)).toBe(
      "Su pedido está listo para retirar en Rambla Gandhi 600, Montevideo, lunes a sábado de 9:00 a 18:00.",
    );
  });
});
