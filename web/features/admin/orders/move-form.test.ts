import { describe, expect, it } from "vitest";
import { moveDoneMessage, moveForm, moveRequest } from "./move-form.ts";
import { movesFor, stateText } from "./order-state.ts";

const blank = { note: "", notify: true, carrier: "", trackingNumber: "", trackingUrl: "", agency: "" };

describe("the order dialog's moves", () => {
  it("offers what the rules table allows for the order's state", () => {
    expect(movesFor({ status: "pending", fulfilment: null, deliveryMethod: "pickup" })).toEqual(["approve", "reject"]);
    // 'Anular venta' (issue 26) until the goods leave: not once shipped, delivered or collected.
    expect(movesFor({ status: "approved", fulfilment: null, deliveryMethod: "pickup" })).toEqual([
      "cancel_sale",
      "prepare",
      "ready",
    ]);
    expect(movesFor({ status: "approved", fulfilment: "preparing", deliveryMethod: "delivery" })).toEqual([
      "cancel_sale",
      "ship",
    ]);
    expect(movesFor({ status: "approved", fulfilment: "shipped", deliveryMethod: "delivery" })).toEqual([
      "update_tracking",
      "deliver",
    ]);
    expect(movesFor({ status: "mercado", fulfilment: null, deliveryMethod: "pickup" })).toEqual(["release"]);
    expect(movesFor({ status: "approved", fulfilment: "collected", deliveryMethod: "pickup" })).toEqual([]);
    expect(movesFor({ status: "lost", fulfilment: null, deliveryMethod: "pickup" })).toEqual([]);
  });

  it("reads an approved order by its fulfilment", () => {
    expect(stateText({ status: "approved", fulfilment: "ready" })).toBe("Listo para retirar");
    expect(stateText({ status: "approved", fulfilment: null })).toBe("Aprobado");
    expect(stateText({ status: "mercado", fulfilment: null })).toBe("Pago en curso");
  });

  it("asks for a move, and for the carrier when the order is shipped", () => {
    const none = moveForm.safeParse({ ...blank, event: "" });
    expect(none.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["event", "Elija qué pasó con el pedido."],
    ]);
    const ship = moveForm.safeParse({ ...blank, event: "ship", trackingUrl: "www.dac.com.uy" });
    expect(ship.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["carrier", "Indique la empresa de envío."],
      ["trackingUrl", "El enlace debe empezar con https://"],
    ]);
  });

  it("sends the note if any, 'notify' on fulfilment moves only, the shipment on ship and its correction", () => {
    expect(moveRequest({ ...blank, event: "approve", note: "  " })).toEqual({ event: "approve" });
    expect(moveRequest({ ...blank, event: "ready", note: " Llamó. " })).toEqual({
      event: "ready",
      note: "Llamó.",
      notify: true,
    });
    expect(moveRequest({ ...blank, event: "ship", notify: false, carrier: " DAC ", trackingNumber: "UY1" })).toEqual({
      event: "ship",
      notify: false,
      shipment: { carrier: "DAC", trackingNumber: "UY1" },
    });
  });

  it("says what happened, and whether the customer was told", () => {
    expect(moveDoneMessage("ship", "Enviado", true)).toBe("Estado cambiado a Enviado. Se avisó al cliente por correo.");
    expect(moveDoneMessage("deliver", "Entregado", false)).toBe("Estado cambiado a Entregado. No se avisó al cliente.");
    expect(moveDoneMessage("update_tracking", "Enviado", false)).toBe("Seguimiento corregido.");
    expect(moveDoneMessage("release", "Rechazado", false)).toMatch(/^Reserva liberada/);
  });
});
