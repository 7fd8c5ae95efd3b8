import { describe, expect, it } from "vitest";
import {
  ADMIN_SETTABLE_STATUSES,
  checkStatusChange,
  holdsStock,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  releasesStock,
  reservesStock,
  sendsConfirmationEmail,
} from "./order-status.ts";

const pairs: [OrderStatus, OrderStatus][] = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.map((to): [OrderStatus, OrderStatus] => [from, to]),
);

describe("order statuses", () => {
  it("have Spanish labels", () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      pending: "Pendiente",
      approved: "Aprobado",
      cancel: "Rechazado",
      mercado: "Esperando pago",
    });
    expect(ADMIN_SETTABLE_STATUSES).not.toContain("mercado");
    expect(isOrderStatus("approved")).toBe(true);
    expect(isOrderStatus("paid")).toBe(false);
  });
});

describe("checkStatusChange", () => {
  it("refuses to cancel or reopen an approved order", () => {
    expect(checkStatusChange("approved", "cancel")).toEqual({
      ok: false,
      message: "No se puede cancelar una compra que ya fue aprobada.",
    });
    expect(checkStatusChange("approved", "pending")).toEqual({
      ok: false,
      message: "No se puede volver a pendiente una compra que ya fue aprobada.",
    });
  });

  it("refuses a change to the same status", () => {
    for (const s of ORDER_STATUSES) {
      expect(checkStatusChange(s, s)).toEqual({ ok: false, message: "El pedido ya tiene ese estado." });
    }
  });

  it("never moves an order back to 'mercado'", () => {
    for (const from of ["pending", "approved", "cancel"] as const) {
      expect(checkStatusChange(from, "mercado").ok).toBe(false);
    }
  });

  it("allows every other change", () => {
    const allowed = pairs.filter(([f, t]) => checkStatusChange(f, t).ok);
    expect(allowed).toEqual([
      ["pending", "approved"],
      ["pending", "cancel"],
      ["cancel", "pending"],
      ["cancel", "approved"],
      ["mercado", "pending"],
      ["mercado", "approved"],
      ["mercado", "cancel"],
    ]);
  });
});

describe("stock and e-mail effects", () => {
  it("releases stock exactly when a holding order is cancelled", () => {
    expect(pairs.filter(([f, t]) => releasesStock(f, t))).toEqual([
      ["pending", "cancel"],
      ["approved", "cancel"],
      ["mercado", "cancel"],
    ]);
    expect(holdsStock("cancel")).toBe(false);
  });

  it("takes stock again when a cancelled order is reopened", () => {
    expect(pairs.filter(([f, t]) => reservesStock(f, t))).toEqual([
      ["cancel", "pending"],
      ["cancel", "approved"],
      ["cancel", "mercado"],
    ]);
  });

  it("sends the confirmation e-mail on becoming approved", () => {
    expect(pairs.filter(([f, t]) => sendsConfirmationEmail(f, t))).toEqual([
      ["pending", "approved"],
      ["cancel", "approved"],
      ["mercado", "approved"],
    ]);
  });
});
