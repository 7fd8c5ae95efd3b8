import { describe, expect, it } from "vitest";
import {
  ADMIN_EVENTS,
  ADMIN_SETTABLE_STATUSES,
  adminMoves,
  decideMove,
  FULFILMENT_STATES,
  type Fulfilment,
  holdsStock,
  isOrderStatus,
  ORDER_MOVES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderState,
  stateLabel,
} from "./order-status.ts";
import { MP_PAYMENT_STATUSES, paymentEvent } from "./payments.ts";

const pickup = (status: OrderState["status"], fulfilment: Fulfilment = null): OrderState => ({
  status,
  fulfilment,
  deliveryMethod: "pickup",
});
const delivery = (status: OrderState["status"], fulfilment: Fulfilment = null): OrderState => ({
  status,
  fulfilment,
  deliveryMethod: "delivery",
});

/** Every state an order can be in: the statuses without fulfilment, and approved with each fitting one. */
const STATES: OrderState[] = [pickup, delivery].flatMap((make) => [
  ...ORDER_STATUSES.map((s) => make(s)),
  ...FULFILMENT_STATES.map((f) => make("approved", f)).filter(
    (s) =>
      s.fulfilment === "preparing" ||
      (s.deliveryMethod === "pickup") === (s.fulfilment === "ready" || s.fulfilment === "collected"),
  ),
]);

describe("order statuses", () => {
  it("have Spanish labels; an approved order reads as its fulfilment", () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      pending: "Pendiente",
      approved: "Aprobado",
      cancel: "Rechazado",
      mercado: "Pago en curso",
    });
    expect(ADMIN_SETTABLE_STATUSES).not.toContain("mercado");
    expect(isOrderStatus("approved")).toBe(true);
    expect(isOrderStatus("paid")).toBe(false);
    expect(stateLabel("approved", "shipped")).toBe("Enviado");
    expect(stateLabel("approved", null)).toBe("Aprobado");
    expect(holdsStock("cancel")).toBe(false);
  });
});

describe("the table of moves", () => {
  it("only ever leads to a state the table knows, with fulfilment only after approval", () => {
    const known = new Set(STATES.map((s) => JSON.stringify(s)));
    for (const state of STATES) {
      for (const move of ORDER_MOVES) {
        for (const stockAvailable of [true, false]) {
          const d = decideMove(state, move.event, { stockAvailable, reservationDue: true, nothingDue: true });
          if (!d.ok) continue;
          const next = { status: d.status, fulfilment: d.fulfilment, deliveryMethod: state.deliveryMethod };
          expect(known.has(JSON.stringify(next)), `${JSON.stringify(state)} --${move.event}-->`).toBe(true);
        }
      }
    }
  });

  it("moves an approved order out of approved only to annul it before it leaves, and never backwards in fulfilment", () => {
    const step = { none: 0, preparing: 1, ready: 2, shipped: 2, collected: 3, delivered: 3 };
    for (const state of STATES.filter((s) => s.status === "approved")) {
      for (const move of ORDER_MOVES) {
        const d = decideMove(state, move.event, { stockAvailable: true, reservationDue: true, nothingDue: true });
        if (!d.ok) continue;
        if (move.event === "cancel_sale") {
          expect([null, "preparing", "ready"]).toContain(state.fulfilment);
          expect(d).toMatchObject({ status: "cancel", fulfilment: null, stock: "release", refundNeeded: true });
          continue;
        }
        expect(d.status).toBe("approved");
        expect(step[d.fulfilment ?? "none"]).toBeGreaterThanOrEqual(step[state.fulfilment ?? "none"]);
      }
    }
  });

  it("moves stock exactly when an order starts or stops holding it", () => {
    for (const state of STATES) {
      for (const move of ORDER_MOVES) {
        for (const stockAvailable of [true, false]) {
          const d = decideMove(state, move.event, { stockAvailable, reservationDue: true, nothingDue: true });
          if (!d.ok) continue;
          const before = holdsStock(state.status);
          const after = holdsStock(d.status);
          expect(d.stock).toBe(before === after ? "keep" : after ? "take" : "release");
        }
      }
    }
  });

  it("offers the owner only moves the server allows, and refuses the rest in Spanish", () => {
    for (const state of STATES) {
      const offered = adminMoves(state);
      for (const event of ADMIN_EVENTS) {
        const d = decideMove(state, event, { stockAvailable: true });
        expect(d.ok, `${JSON.stringify(state)} ${event}`).toBe(offered.includes(event));
        if (!d.ok) expect(d.message).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡].*\.$/);
      }
    }
  });

  it("gives the fulfilment path of each kind of order", () => {
    expect(adminMoves(pickup("approved"))).toEqual(["cancel_sale", "prepare", "ready"]);
    expect(adminMoves(pickup("approved", "preparing"))).toEqual(["cancel_sale", "ready"]);
    expect(adminMoves(pickup("approved", "ready"))).toEqual(["cancel_sale", "collect"]);
    expect(adminMoves(delivery("approved"))).toEqual(["cancel_sale", "prepare", "ship"]);
    expect(adminMoves(delivery("approved", "shipped"))).toEqual(["update_tracking", "deliver"]);
    expect(adminMoves(delivery("approved", "delivered"))).toEqual([]);
    expect(adminMoves(pickup("pending"))).toEqual(["approve", "reject"]);
    expect(adminMoves(pickup("cancel"))).toEqual(["approve", "reopen"]);
    expect(adminMoves(pickup("mercado"))).toEqual(["release"]);
  });

  it("refuses with the issue's messages", () => {
    const refused = (state: OrderState, event: (typeof ADMIN_EVENTS)[number]) => {
      const d = decideMove(state, event);
      return d.ok ? "allowed" : d.message;
    };
    expect(refused(pickup("pending"), "prepare")).toBe("Solo se puede preparar, enviar o entregar un pedido aprobado.");
    expect(refused(pickup("approved"), "ship")).toMatch(/retirar en el local/);
    expect(refused(delivery("approved"), "ready")).toMatch(/es con envío/);
    expect(refused(delivery("approved", "shipped"), "prepare")).toBe(
      "El pedido ya está 'Enviado': no puede volver a 'En preparación'.",
    );
    expect(refused(delivery("approved", "shipped"), "reject")).toBe(
      "No se puede cancelar un pedido que ya fue enviado.",
    );
    expect(refused(pickup("approved", "collected"), "reject")).toBe(
      "No se puede cancelar un pedido que ya fue retirado.",
    );
    expect(refused(pickup("approved"), "reject")).toBe("No se puede cancelar una compra que ya fue aprobada.");
    expect(refused(delivery("approved", "shipped"), "cancel_sale")).toBe("No se puede anular una venta ya enviada.");
    expect(refused(pickup("approved", "collected"), "cancel_sale")).toBe("No se puede anular una venta ya retirada.");
    expect(refused(pickup("pending"), "cancel_sale")).toMatch(/pendiente se rechaza/);
    expect(refused(pickup("mercado"), "approve")).toMatch(/Mercado Pago/);
    expect(refused(pickup("approved", "preparing"), "collect")).toBe("Primero marque el pedido 'Listo para retirar'.");
  });

  it("lets a payment or the expiry job never be refused: what does not apply leaves the order as it is", () => {
    for (const state of STATES) {
      for (const event of ["payment_approved", "payment_waiting", "payment_failed", "payment_noted"] as const) {
        expect(decideMove(state, event, { stockAvailable: true }).ok).toBe(true);
      }
      const expiry = decideMove(state, "reservation_expired", { reservationDue: false });
      expect(expiry.ok && !expiry.moved).toBe(true);
    }
  });

  it("approves an order placed with nothing to pay, keeping its stock, and only when its total is $ 0", () => {
    for (const make of [pickup, delivery]) {
      expect(decideMove(make("pending"), "nothing_to_pay", { nothingDue: true })).toMatchObject({
        ok: true,
        moved: true,
        status: "approved",
        stock: "keep",
        mails: ["nothing_to_pay"],
      });
      // An order with something to pay waits for it; a Mercado Pago reservation or a settled order stays as it is.
      for (const state of [make("pending"), make("mercado"), make("cancel"), make("approved")]) {
        const d = decideMove(state, "nothing_to_pay", { nothingDue: state.status !== "pending" });
        expect(d.ok && !d.moved, JSON.stringify(state)).toBe(true);
      }
    }
  });

  it("approves a late payment of a cancelled order when the stock is there, else flags a refund", () => {
    expect(decideMove(pickup("cancel"), "payment_approved", { stockAvailable: true })).toMatchObject({
      status: "approved",
      stock: "take",
      mails: ["paid"],
    });
    expect(decideMove(pickup("cancel"), "payment_approved", { stockAvailable: false })).toMatchObject({
      status: "cancel",
      stock: "keep",
      mails: ["refund_needed"],
      refundNeeded: true,
      moved: true,
    });
  });
});

describe("payment events", () => {
  it("maps every Mercado Pago status to an event; another attempt's failure says nothing", () => {
    const events = MP_PAYMENT_STATUSES.map((s) => [s, paymentEvent(s, true), paymentEvent(s, false)]);
    expect(events).toEqual([
      ["pending", "payment_waiting", "payment_waiting"],
      ["approved", "payment_approved", "payment_approved"],
      ["authorized", "payment_waiting", "payment_waiting"],
      ["in_process", "payment_waiting", "payment_waiting"],
      ["in_mediation", "payment_noted", "payment_noted"],
      ["rejected", "payment_failed", "payment_noted"],
      ["cancelled", "payment_failed", "payment_noted"],
      ["refunded", "payment_failed", "payment_noted"],
      ["charged_back", "payment_failed", "payment_noted"],
    ]);
  });
});
