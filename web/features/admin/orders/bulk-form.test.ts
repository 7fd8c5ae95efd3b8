import { describe, expect, it } from "vitest";
import type { AdminOrderRow } from "../../../../domain/api/admin.ts";
import { bulkSummary } from "./BulkResults.tsx";
import { bulkForm, bulkRequest, bulkSteps, movedRow, refusalFor } from "./bulk-form.ts";

const row = (id: number, over: Partial<AdminOrderRow> = {}) =>
  ({
    id,
    customerName: "Ana Pérez",
    status: "approved",
    statusLabel: "Aprobado",
    fulfilment: null,
    fulfilmentLabel: null,
    deliveryMethod: "delivery",
    carrier: null,
    trackingNumber: null,
    reservationExpiresAt: null,
    ...over,
  }) as AdminOrderRow;

describe("bulk moves", () => {
  it("knows from the rules table which chosen orders cannot move, and why", () => {
    expect(refusalFor(row(1), "prepare")).toBeUndefined();
    expect(refusalFor(row(2, { deliveryMethod: "pickup" }), "ship")).toMatch(/para retirar en el local/);
    expect(refusalFor(row(3, { status: "pending", statusLabel: "Pendiente" }), "prepare")).toBe(
      "Solo se puede preparar, enviar o entregar un pedido aprobado.",
    );
  });

  it("offers only the steps the rules table allows for at least one chosen order, and for how many", () => {
    const chosen = [
      row(1), // approved, to deliver, not started
      row(2, { fulfilment: "preparing", fulfilmentLabel: "En preparación" }),
      row(3, { deliveryMethod: "pickup" }),
      row(4, { status: "pending", statusLabel: "Pendiente" }),
      row(5, { fulfilment: "shipped", fulfilmentLabel: "Enviado" }),
    ];
    expect(bulkSteps(chosen)).toEqual([
      { event: "prepare", applies: 2 }, // not the one already in preparation
      { event: "ready", applies: 1 },
      { event: "ship", applies: 2 },
      { event: "deliver", applies: 1 },
    ]);
    expect(bulkSteps([row(4, { status: "pending", statusLabel: "Pendiente" })])).toEqual([]);
  });

  it("needs each shipped order's carrier, and sends each order its own tracking", () => {
    const values = {
      event: "ship" as const,
      notify: false,
      orders: [
        { id: 1, carrier: "DAC", trackingNumber: "A1" },
        { id: 2, carrier: "", trackingNumber: "" },
      ],
    };
    expect(bulkForm.safeParse(values).error?.issues.map((i) => i.path.join("."))).toEqual(["orders.1.carrier"]);
    values.orders[1]!.carrier = "UES";
    expect(bulkRequest(values)).toEqual({
      event: "ship",
      notify: false,
      orders: [
        { id: 1, shipment: { carrier: "DAC", trackingNumber: "A1" } },
        { id: 2, shipment: { carrier: "UES" } },
      ],
    });
    expect(
      bulkRequest({ event: "prepare", notify: true, orders: [{ id: 3, carrier: "", trackingNumber: "" }] }),
    ).toEqual({
      event: "prepare",
      notify: true,
      orders: [{ id: 3 }],
    });
  });

  it("shows a moved row as it is now, and sums the results up", () => {
    const moved = movedRow(
      row(1),
      { id: 1, ok: true, status: "approved", statusLabel: "Enviado", fulfilment: "shipped" },
      { carrier: "DAC", trackingNumber: "A1" },
    );
    expect(moved).toMatchObject({
      fulfilment: "shipped",
      fulfilmentLabel: "Enviado",
      carrier: "DAC",
      trackingNumber: "A1",
    });
    expect(bulkSummary("ship", [{ row: moved, ok: true }])).toBe("1 pedido marcado 'Enviado'.");
    expect(
      bulkSummary("prepare", [
        { row: row(1), ok: true },
        { row: row(2), ok: true },
        { row: row(3), ok: false, message: "No." },
      ]),
    ).toBe("2 pedidos marcados 'En preparación'. 1 no se pudo marcar.");
    expect(bulkSummary("prepare", [{ row: row(3), ok: false, message: "No." }])).toBe(
      "Ningún pedido cambió de estado. 1 no se pudo marcar.",
    );
  });
});
