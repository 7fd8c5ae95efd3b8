import { MP_PAYMENT_STATUS_LABELS } from "../../../domain/payments.ts";
import type { BulkMoveRequest, ShipmentInput } from "../../../domain/schemas/admin-orders.ts";
import type { AuthUser } from "../../adapters/auth/port.ts";
import { serviceRole } from "../../db/database.ts";
import { insertOrderNote, type Shipment } from "../../db/order-moves.ts";
import { type ApplyOutcome, applyPayment, type PaymentServiceDeps } from "../payments/apply-payment.ts";
import { findLivePayment } from "../payments/look-up.ts";
import { type MoveResult, type Mover, moveOrder, type OrderServiceDeps } from "./move-order.ts";

// What the orders desk asks of the one order service beyond a single move: releasing a Mercado Pago
// reservation (after asking Mercado Pago), moving several orders at once, and internal notes.

/** order_status_history.changed_by is a uuid (Supabase Auth user ids are). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in admin as the history records them. */
export function adminMover(admin: AuthUser): Mover {
  return { actor: "admin", userId: UUID.test(admin.id) ? admin.id : null, email: admin.email };
}

export function toShipment(input: ShipmentInput): Shipment {
  return {
    carrier: input.carrier,
    trackingNumber: input.trackingNumber ?? null,
    trackingUrl: input.trackingUrl ?? null,
    agency: input.agency ?? null,
  };
}

export type ReleaseResult = MoveResult | { ok: false; reason: "paid"; message: string; applied: ApplyOutcome };

/**
 * The owner releases the stock of a Mercado Pago order whose buyer left the payment page. Mercado Pago is
 * asked first, as the expiry job does: a payment that is alive (approved, or a ticket waiting to be paid)
 * is applied instead, and the reservation is not released. Throws when Mercado Pago cannot be reached.
 */
export async function releaseReservation(
  deps: PaymentServiceDeps,
  orderId: number,
  by: Mover,
  note: string | null,
): Promise<ReleaseResult> {
  const live = await findLivePayment(deps, orderId);
  if (live) {
    const applied = await applyPayment(deps, live, orderId);
    return {
      ok: false,
      reason: "paid",
      message: `Mercado Pago informó un pago de este pedido (${MP_PAYMENT_STATUS_LABELS[live.status]}, N.º ${live.id}): la reserva no se liberó.`,
      applied,
    };
  }
  return moveOrder(deps, orderId, by, { event: "release", note });
}

/** Several orders 'En preparación' or 'Enviado': each its own move (own transaction, history and mail). */
export async function moveSeveral(deps: OrderServiceDeps, by: Mover, request: BulkMoveRequest) {
  const results: { id: number; result: MoveResult }[] = [];
  for (const { id, shipment } of request.orders) {
    const result = await moveOrder(deps, id, by, {
      event: request.event,
      notify: request.notify,
      shipment: shipment ? toShipment(shipment) : undefined,
    });
    results.push({ id, result });
  }
  return results;
}

/** The owner's internal note on an order (false: no such order). Never mailed, never shown to the customer. */
export async function addOrderNote(deps: OrderServiceDeps, orderId: number, admin: AuthUser, body: string) {
  const by = adminMover(admin);
  return deps.db.run(serviceRole, (tx) =>
    insertOrderNote(tx, {
      orderId,
      authorId: by.actor === "admin" ? by.userId : null,
      authorEmail: admin.email,
      body,
    }),
  );
}
