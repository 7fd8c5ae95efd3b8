import * as z from "zod";
import type { AdminOrderRow, BulkMoveResult } from "../../../../domain/api/admin.ts";
import { decideMove, FULFILMENT_LABELS, isFulfilment } from "../../../../domain/order-status.ts";
import { BULK_EVENTS, type BulkMoveRequest, bulkMoveRequest } from "../../../../domain/schemas/admin-orders.ts";
import { orderState } from "./order-state.ts";

// 'Marcar en preparación', 'Marcar listos para retirar', 'Marcar enviados', 'Marcar retirados', 'Marcar entregados'
// (issue 41: every fulfilment step of the table) for the chosen orders: the form, checked with the API's own
// schema (bulkMoveRequest), and what the rows become from the per-order results.

export type BulkEvent = BulkMoveRequest["event"];

export const BULK_LABELS: Readonly<Record<BulkEvent, { title: string; submit: string; done: string }>> = {
  prepare: { title: "Marcar en preparación", submit: "Marcar en preparación", done: "En preparación" },
  ready: { title: "Marcar listos para retirar", submit: "Marcar listos", done: "Listo para retirar" },
  ship: { title: "Marcar enviados", submit: "Marcar enviados", done: "Enviado" },
  collect: { title: "Marcar retirados", submit: "Marcar retirados", done: "Retirado" },
  deliver: { title: "Marcar entregados", submit: "Marcar entregados", done: "Entregado" },
};

export const bulkForm = z
  .object({
    event: z.enum(BULK_EVENTS),
    notify: z.boolean(),
    orders: z.array(z.object({ id: z.number(), carrier: z.string(), trackingNumber: z.string() })),
  })
  .superRefine((values, ctx) => {
    const checked = bulkMoveRequest.safeParse(toBulkRequest(values));
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      // ['orders', 2, 'shipment', 'carrier'] → ['orders', 2, 'carrier'].
      const [, index, , field] = issue.path;
      const path = typeof index === "number" && field ? ["orders", index, String(field)] : ["orders"];
      ctx.addIssue({ code: "custom", path, message: issue.message });
    }
  });
export type BulkFormValues = z.infer<typeof bulkForm>;

/** The request: each order with its shipment when they are shipped. */
export function toBulkRequest(values: BulkFormValues) {
  return {
    event: values.event,
    notify: values.notify,
    orders: values.orders.map((o) => ({
      id: o.id,
      shipment: values.event === "ship" ? { carrier: o.carrier, trackingNumber: o.trackingNumber } : undefined,
    })),
  };
}

export function bulkRequest(values: BulkFormValues): BulkMoveRequest {
  return bulkMoveRequest.parse(toBulkRequest(values));
}

/** Why the rules table refuses this move for the order; undefined when it allows it (sent to the server). */
export function refusalFor(row: AdminOrderRow, event: BulkEvent): string | undefined {
  const state = orderState(row);
  if (!state) return "Estado desconocido.";
  const decision = decideMove(state, event, { stockAvailable: true });
  return decision.ok ? undefined : decision.message;
}

/**
 * The steps the bulk bar offers for the chosen orders: those the rules table (domain/order-status.ts decideMove,
 * through refusalFor) allows for at least one of them, each with how many it applies to.
 */
export function bulkSteps(rows: readonly AdminOrderRow[]): { event: BulkEvent; applies: number }[] {
  return BULK_EVENTS.map((event) => ({
    event,
    applies: rows.filter((row) => refusalFor(row, event) === undefined).length,
  })).filter((step) => step.applies > 0);
}

/** What a row becomes after its move succeeded (the list shows it at once, without reloading). */
export function movedRow(
  row: AdminOrderRow,
  result: Extract<BulkMoveResult, { ok: true }>,
  shipment?: { carrier: string; trackingNumber?: string | undefined },
): AdminOrderRow {
  return {
    ...row,
    status: result.status,
    fulfilment: result.fulfilment,
    fulfilmentLabel: isFulfilment(result.fulfilment) ? FULFILMENT_LABELS[result.fulfilment] : null,
    reservationExpiresAt: null,
    ...(shipment ? { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber ?? null } : {}),
  };
}
