import type { Fulfilment, OrderActor, OrderEvent, OrderStatus } from "../../domain/order-status.ts";
import type { Tx } from "./database.ts";

// The one place an order's status or fulfilment is written (DESIGN.md section 6): the order service
// (worker/services/orders/move-order.ts) locks the order, decides with domain/order-status.ts, then calls
// writeOrderMove. Placing an order inserts it (orders.ts); nothing else updates its status.

/** What the order service reads of an order, locked until its transaction ends (one mover at a time). */
export interface LockedOrder {
  id: number;
  status: string;
  fulfilment: string | null;
  deliveryMethod: "pickup" | "delivery";
  paymentMethod: string;
  paymentId: string | null;
  total: number;
  reservationExpiresAt: Date | null;
}

export async function lockOrder(tx: Tx, orderId: number): Promise<LockedOrder | undefined> {
  const [row] = await tx<LockedOrder[]>`
    select id::int, status, fulfilment, delivery_method as "deliveryMethod", payment_method as "paymentMethod",
           payment_id as "paymentId", total, reservation_expires_at as "reservationExpiresAt"
      from orders where id = ${orderId} for update`;
  return row;
}

/** How a delivery order travels: carrier, tracking number and link, and the agency for the interior. */
export interface Shipment {
  carrier: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  agency: string | null;
}

/** What Mercado Pago says of the payment the order rests on. */
export interface PaymentFields {
  paymentId: string;
  paymentType: string;
  paymentStatus: string;
  paymentStatusDetail: string;
}

export interface OrderMoveWrite {
  orderId: number;
  event: OrderEvent;
  from: { status: OrderStatus; fulfilment: Fulfilment };
  to: { status: OrderStatus; fulfilment: Fulfilment };
  actor: OrderActor;
  changedBy: string | null;
  actorEmail: string | null;
  note: string | null;
  payment?: PaymentFields;
  shipment?: Shipment;
  refundNeeded?: boolean;
  /** Write a history line even though status and fulfilment stay (a tracking correction). */
  recordInHistory?: boolean;
}

/**
 * The order's one status UPDATE: status, fulfilment, and what came with the move (the payment, the
 * shipment, the refund flag, whether an approved sale was annulled); the Checkout Pro link goes once the order stops waiting for Mercado Pago.
 * A line in the history when the order moved.
 */
export async function writeOrderMove(tx: Tx, move: OrderMoveWrite): Promise<void> {
  const p = move.payment;
  const s = move.shipment;
  await tx`
    update orders
       set status = ${move.to.status},
           fulfilment = ${move.to.fulfilment},
           payment_id = coalesce(${p?.paymentId ?? null}, payment_id),
           payment_type = coalesce(${p?.paymentType ?? null}, payment_type),
           payment_status = coalesce(${p?.paymentStatus ?? null}, payment_status),
           payment_status_detail = coalesce(${p?.paymentStatusDetail ?? null}, payment_status_detail),
           refund_needed = refund_needed or ${move.refundNeeded ?? false},
           sale_annulled = case when ${move.event} = 'cancel_sale' then true
                                when ${move.to.status} <> 'cancel' then false
                                else sale_annulled end,
           checkout_url = case when ${move.to.status} = 'mercado' then checkout_url else null end,
           carrier = case when ${!!s} then ${s?.carrier ?? null} else carrier end,
           tracking_number = case when ${!!s} then ${s?.trackingNumber ?? null} else tracking_number end,
           tracking_url = case when ${!!s} then ${s?.trackingUrl ?? null} else tracking_url end,
           shipping_agency = case when ${!!s} then ${s?.agency ?? null} else shipping_agency end
     where id = ${move.orderId}`;
  const moved = move.from.status !== move.to.status || move.from.fulfilment !== move.to.fulfilment;
  if (moved || move.recordInHistory) {
    await recordStatusMove(tx, {
      orderId: move.orderId,
      event: move.event,
      from: move.from.status,
      to: move.to.status,
      fromFulfilment: move.from.fulfilment,
      toFulfilment: move.to.fulfilment,
      actor: move.actor,
      changedBy: move.changedBy,
      actorEmail: move.actorEmail,
      note: move.note,
    });
  }
}

/** One line of an order's history: which event, who, from what, to what, why. */
export async function recordStatusMove(
  tx: Tx,
  move: {
    orderId: number;
    /** A move, the order's placing, or a step of a withdrawal (withdrawal_requested, …; decision 029). */
    event: OrderEvent | "placed" | `withdrawal_${string}`;
    from: string | null;
    to: string;
    fromFulfilment?: string | null;
    toFulfilment?: string | null;
    actor: OrderActor;
    changedBy?: string | null;
    actorEmail?: string | null;
    note: string | null;
  },
) {
  await tx`
    insert into order_status_history (order_id, event, from_status, to_status, from_fulfilment, to_fulfilment,
                                      changed_by, actor_email, note, actor)
    values (${move.orderId}, ${move.event}, ${move.from}, ${move.to}, ${move.fromFulfilment ?? null},
            ${move.toFulfilment ?? null}, ${move.changedBy ?? null}, ${move.actorEmail ?? null}, ${move.note},
            ${move.actor})`;
}

export interface HistoryRow {
  at: Date;
  event: string | null;
  from: string | null;
  to: string;
  fromFulfilment: string | null;
  toFulfilment: string | null;
  actor: string;
  adminEmail: string | null;
  note: string | null;
}

/** The order's moves, oldest first, with the e-mail of the admin who made each. */
export async function readStatusHistory(tx: Tx, orderId: number): Promise<HistoryRow[]> {
  return tx<HistoryRow[]>`
    select h.created_at as at, h.event, h.from_status as from, h.to_status as to,
           h.from_fulfilment as "fromFulfilment", h.to_fulfilment as "toFulfilment", h.actor,
           coalesce(h.actor_email, p.email) as "adminEmail", h.note
      from order_status_history h left join admin_profiles p on p.user_id = h.changed_by
     where h.order_id = ${orderId}
     order by h.created_at, h.id`;
}

export interface OrderNoteRow {
  id: number;
  at: Date;
  authorEmail: string | null;
  body: string;
}

export async function insertOrderNote(
  tx: Tx,
  note: { orderId: number; authorId: string | null; authorEmail: string | null; body: string },
): Promise<boolean> {
  const rows = await tx`
    insert into order_notes (order_id, author_id, author_email, body)
    select id, ${note.authorId}, ${note.authorEmail}, ${note.body} from orders where id = ${note.orderId}
    returning id`;
  return rows.length === 1;
}

/** The owner's notes on the order, oldest first. */
export async function readOrderNotes(tx: Tx, orderId: number): Promise<OrderNoteRow[]> {
  return tx<OrderNoteRow[]>`
    select n.id::int, n.created_at as at, coalesce(n.author_email, p.email) as "authorEmail", n.body
      from order_notes n left join admin_profiles p on p.user_id = n.author_id
     where n.order_id = ${orderId}
     order by n.created_at, n.id`;
}
