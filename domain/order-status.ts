// An order's life (DESIGN.md section 6): its status (SPEC section 4), its fulfilment after approval, and
// the one table of moves that both the back office (which moves to offer) and the Worker's order service
// (what is allowed, what happens to stock, which mails go out) read.

export const ORDER_STATUSES = ["pending", "approved", "cancel", "mercado"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: "Pendiente",
  approved: "Aprobado",
  cancel: "Rechazado",
  mercado: "Pago en curso",
};

/**
 * An approved sale the owner undid ('Anular venta') is a cancelled order but not a rejected one: everything that
 * names its state (order page, timeline, desk, mails, CSVs) says 'Anulado' (issue 38, item 8). Unpaid orders that
 * were rejected or expired keep 'Rechazado'.
 */
export const SALE_ANNULLED_LABEL = "Anulado";

/** The status's word: ORDER_STATUS_LABELS, but 'Anulado' for an annulled sale. */
export function orderStatusLabel(status: OrderStatus, annulled = false): string {
  return status === "cancel" && annulled ? SALE_ANNULLED_LABEL : ORDER_STATUS_LABELS[status];
}

/** The statuses the desk filters by ('mercado' is its own filter, 'Pago en curso'). */
export const ADMIN_SETTABLE_STATUSES = ["pending", "approved", "cancel"] as const satisfies readonly OrderStatus[];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** After approval: preparing, then ready for pickup or shipped, then collected or delivered. null: not started. */
export const FULFILMENT_STATES = ["preparing", "ready", "shipped", "delivered", "collected"] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];
export type Fulfilment = FulfilmentState | null;

export const FULFILMENT_LABELS: Readonly<Record<FulfilmentState, string>> = {
  preparing: "En preparación",
  ready: "Listo para retirar",
  shipped: "Enviado",
  delivered: "Entregado",
  collected: "Retirado",
};

export function isFulfilment(value: unknown): value is FulfilmentState {
  return typeof value === "string" && (FULFILMENT_STATES as readonly string[]).includes(value);
}

/** How far along each fulfilment state is (a move never goes to a lower step). */
const STEP: Readonly<Record<FulfilmentState | "none", number>> = {
  none: 0,
  preparing: 1,
  ready: 2,
  shipped: 2,
  collected: 3,
  delivered: 3,
};

/** The desk's fulfilment filter: what is still to do, what waits at the counter, what is on its way, what is done. */
export const FULFILMENT_FILTERS = {
  to_prepare: "Por preparar",
  ready: "Listos para retirar",
  shipped: "Enviados",
  done: "Entregados o retirados",
} as const;
export type FulfilmentFilter = keyof typeof FULFILMENT_FILTERS;

/** Who moves orders, as the status history records it. */
export type OrderActor = "customer" | "admin" | "mercadopago" | "system";

/** Everything that moves an order. Payment events come from Mercado Pago's API only; admin events from the desk. */
export const ADMIN_EVENTS = [
  "approve",
  "reject",
  "reopen",
  "cancel_sale",
  "release",
  "prepare",
  "ready",
  "ship",
  "update_tracking",
  "deliver",
  "collect",
] as const;
export type AdminEvent = (typeof ADMIN_EVENTS)[number];
export const PAYMENT_EVENTS = ["payment_approved", "payment_waiting", "payment_failed", "payment_noted"] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];
/**
 * The shop's own events: an unpaid reservation's time is up; an order placed with nothing to pay (a code took the
 * whole total, decision 024) is approved at once, whatever the payment method chosen.
 */
export type OrderEvent = AdminEvent | PaymentEvent | "reservation_expired" | "nothing_to_pay";

/** The mails a move queues (worker/services/orders/move-mails.ts writes each in one wording). */
export type OrderMail =
  | "paid" // Mercado Pago approved: confirmation to the customer + paid-order notice to the shop
  | "nothing_to_pay" // placed with a total of $ 0: confirmation to the customer + confirmed-order notice to the shop
  | "payment_pending" // 'we will approve your order when the payment arrives'
  | "payment_failed" // the payment failed or expired: the order is cancelled
  | "refund_needed" // to the shop: paid after the order was cancelled and the stock is gone
  | "approved" // the shop approved a transfer
  | "cancelled" // the shop rejected the order
  | "sale_cancelled" // the shop undid an approved sale: the money is refunded
  | "preparing"
  | "ready"
  | "shipped"
  | "delivered"
  | "collected";

export type StockMove = "keep" | "release" | "take";

export interface OrderState {
  status: OrderStatus;
  fulfilment: Fulfilment;
  deliveryMethod: "pickup" | "delivery";
}

/** What the service knows besides the order itself. */
export interface MoveFacts {
  /** A move that takes stock again: whether every product still has enough. */
  stockAvailable?: boolean;
  /** reservation_expired: the reservation's time is up. */
  reservationDue?: boolean;
  /** nothing_to_pay: the order's total is $ 0. */
  nothingDue?: boolean;
}

interface Move {
  event: OrderEvent;
  status: OrderStatus;
  /** Fulfilment states the move starts from (status moves: any). */
  fulfilment?: readonly Fulfilment[];
  delivery?: "pickup" | "delivery";
  when?: (facts: MoveFacts) => boolean;
  to: OrderStatus;
  /** null: the move ends fulfilment (an annulled sale is no longer prepared). */
  toFulfilment?: FulfilmentState | null;
  stock?: StockMove;
  mails?: readonly OrderMail[];
  refundNeeded?: boolean;
}

const notStarted = [null] as const;
const beforeHandOver = [null, "preparing"] as const;

/**
 * The table of DESIGN.md section 6, both dimensions. A payment or job event with no row leaves the order as
 * it is (recorded, never refused); an admin event with no row is refused with `refusal()`'s message.
 */
export const ORDER_MOVES: readonly Move[] = [
  // Mercado Pago, as its API reports the payment.
  { event: "payment_approved", status: "mercado", to: "approved", mails: ["paid"] },
  { event: "payment_approved", status: "pending", to: "approved", mails: ["paid"] },
  {
    event: "payment_approved",
    status: "cancel",
    when: (f) => f.stockAvailable !== false,
    to: "approved",
    stock: "take",
    mails: ["paid"],
  },
  {
    event: "payment_approved",
    status: "cancel",
    when: (f) => f.stockAvailable === false,
    to: "cancel",
    mails: ["refund_needed"],
    refundNeeded: true,
  },
  { event: "payment_waiting", status: "mercado", to: "pending", mails: ["payment_pending"] },
  { event: "payment_failed", status: "pending", to: "cancel", stock: "release", mails: ["payment_failed"] },
  // The reservation of an unpaid Mercado Pago order: the job when its time is up, or the owner.
  {
    event: "reservation_expired",
    status: "mercado",
    when: (f) => f.reservationDue === true,
    to: "cancel",
    stock: "release",
  },
  { event: "release", status: "mercado", to: "cancel", stock: "release" },
  // Placed with a total of $ 0 (a code covers it): approved in the order's own transaction, no payment awaited.
  {
    event: "nothing_to_pay",
    status: "pending",
    when: (f) => f.nothingDue === true,
    to: "approved",
    mails: ["nothing_to_pay"],
  },
  // The owner's status moves.
  { event: "approve", status: "pending", to: "approved", mails: ["approved"] },
  { event: "approve", status: "cancel", to: "approved", stock: "take", mails: ["approved"] },
  { event: "reject", status: "pending", to: "cancel", stock: "release", mails: ["cancelled"] },
  { event: "reopen", status: "cancel", to: "pending", stock: "take" },
  // An approved sale undone before the goods leave (the buyer withdrew, the shop cannot supply): the stock comes
  // back, the order is flagged to refund, an issued CFE gets its credit note (decision 027).
  {
    event: "cancel_sale",
    status: "approved",
    fulfilment: [null, "preparing", "ready"],
    to: "cancel",
    toFulfilment: null,
    stock: "release",
    mails: ["sale_cancelled"],
    refundNeeded: true,
  },
  // Fulfilment, after approval.
  {
    event: "prepare",
    status: "approved",
    fulfilment: notStarted,
    to: "approved",
    toFulfilment: "preparing",
    mails: ["preparing"],
  },
  {
    event: "ready",
    status: "approved",
    fulfilment: beforeHandOver,
    delivery: "pickup",
    to: "approved",
    toFulfilment: "ready",
    mails: ["ready"],
  },
  {
    event: "ship",
    status: "approved",
    fulfilment: beforeHandOver,
    delivery: "delivery",
    to: "approved",
    toFulfilment: "shipped",
    mails: ["shipped"],
  },
  {
    event: "update_tracking",
    status: "approved",
    fulfilment: ["shipped"],
    to: "approved",
    toFulfilment: "shipped",
    mails: ["shipped"],
  },
  {
    event: "collect",
    status: "approved",
    fulfilment: ["ready"],
    to: "approved",
    toFulfilment: "collected",
    mails: ["collected"],
  },
  {
    event: "deliver",
    status: "approved",
    fulfilment: ["shipped"],
    to: "approved",
    toFulfilment: "delivered",
    mails: ["delivered"],
  },
];

export type Decision =
  | {
      ok: true;
      /** Whether the order moves (status or fulfilment) or, for update_tracking, its shipment changes. */
      moved: boolean;
      status: OrderStatus;
      fulfilment: Fulfilment;
      stock: StockMove;
      mails: readonly OrderMail[];
      refundNeeded: boolean;
    }
  | { ok: false; message: string };

export function isAdminEvent(event: string): event is AdminEvent {
  return (ADMIN_EVENTS as readonly string[]).includes(event);
}

function matches(move: Move, state: OrderState, event: OrderEvent, facts: MoveFacts): boolean {
  return (
    move.event === event &&
    move.status === state.status &&
    (!move.fulfilment || move.fulfilment.includes(state.fulfilment)) &&
    (!move.delivery || move.delivery === state.deliveryMethod) &&
    (!move.when || move.when(facts))
  );
}

/**
 * What `event` does to an order in `state`: the row of the table that applies, or (admin events) the reason
 * it is refused, or (payment and job events) nothing.
 */
export function decideMove(state: OrderState, event: OrderEvent, facts: MoveFacts = {}): Decision {
  const move = ORDER_MOVES.find((m) => matches(m, state, event, facts));
  if (!move) {
    if (isAdminEvent(event)) return { ok: false, message: refusal(state, event) };
    return {
      ok: true,
      moved: false,
      status: state.status,
      fulfilment: state.fulfilment,
      stock: "keep",
      mails: [],
      refundNeeded: false,
    };
  }
  const fulfilment = move.toFulfilment === undefined ? state.fulfilment : move.toFulfilment;
  return {
    ok: true,
    moved:
      move.to !== state.status || fulfilment !== state.fulfilment || event === "update_tracking" || !!move.refundNeeded,
    status: move.to,
    fulfilment,
    stock: move.stock ?? "keep",
    mails: move.mails ?? [],
    refundNeeded: !!move.refundNeeded,
  };
}

/** The admin events the table allows now (stock permitting): what the desk offers. */
export function adminMoves(state: OrderState): AdminEvent[] {
  return ADMIN_EVENTS.filter((event) => ORDER_MOVES.some((m) => matches(m, state, event, { stockAvailable: true })));
}

/** The button or menu label of each admin move. */
export const ADMIN_EVENT_LABELS: Readonly<Record<AdminEvent, string>> = {
  approve: "Aprobar",
  reject: "Rechazar",
  reopen: "Volver a pendiente",
  cancel_sale: "Anular venta",
  release: "Liberar reserva",
  prepare: "En preparación",
  ready: "Listo para retirar",
  ship: "Enviado",
  update_tracking: "Corregir seguimiento",
  deliver: "Entregado",
  collect: "Retirado",
};

/** Fulfilment moves mail the customer unless the owner unticks 'Avisar al cliente'; corrections only if asked. */
export const FULFILMENT_EVENTS = ["prepare", "ready", "ship", "update_tracking", "deliver", "collect"] as const;
export type FulfilmentEvent = (typeof FULFILMENT_EVENTS)[number];
export function isFulfilmentEvent(event: string): event is FulfilmentEvent {
  return (FULFILMENT_EVENTS as readonly string[]).includes(event);
}

export const MOVE_MESSAGES = {
  mercado: "Este pedido espera un pago de Mercado Pago: su estado cambia cuando Mercado Pago informa el pago.",
  cancelApproved: "No se puede cancelar una compra que ya fue aprobada.",
  pendingApproved: "No se puede volver a pendiente una compra que ya fue aprobada.",
  notApproved: "Solo se puede preparar, enviar o entregar un pedido aprobado.",
  shipPickup: "Este pedido es para retirar en el local: márquelo 'Listo para retirar', no 'Enviado'.",
  readyDelivery: "Este pedido es con envío: márquelo 'Enviado', no 'Listo para retirar'.",
  releaseNotMercado: "Solo se puede liberar la reserva de un pedido con el pago en curso.",
  trackingNotShipped: "Solo se puede corregir el seguimiento de un pedido enviado.",
} as const;

function refusal(state: OrderState, event: AdminEvent): string {
  const { status, fulfilment } = state;
  const current = fulfilment ? FULFILMENT_LABELS[fulfilment] : ORDER_STATUS_LABELS[status];
  switch (event) {
    case "release":
      return MOVE_MESSAGES.releaseNotMercado;
    case "cancel_sale":
      if (fulfilment === "shipped" || fulfilment === "delivered") return "No se puede anular una venta ya enviada.";
      if (fulfilment === "collected") return "No se puede anular una venta ya retirada.";
      if (status === "cancel") return "El pedido ya está rechazado.";
      return "Solo se puede anular una venta aprobada; un pedido pendiente se rechaza.";
    case "approve":
    case "reject":
    case "reopen":
      if (status === "mercado") return MOVE_MESSAGES.mercado;
      if (event === "approve" && status === "approved") return "El pedido ya está aprobado.";
      if (event === "reject" && status === "cancel") return "El pedido ya está rechazado.";
      if (event === "reopen" && status === "pending") return "El pedido ya está pendiente.";
      if (event === "reject" && (fulfilment === "shipped" || fulfilment === "delivered"))
        return "No se puede cancelar un pedido que ya fue enviado.";
      if (event === "reject" && fulfilment === "collected")
        return "No se puede cancelar un pedido que ya fue retirado.";
      if (event === "reject") return MOVE_MESSAGES.cancelApproved;
      return MOVE_MESSAGES.pendingApproved;
    default:
      break;
  }
  if (status !== "approved") return MOVE_MESSAGES.notApproved;
  if (event === "ship" && state.deliveryMethod === "pickup") return MOVE_MESSAGES.shipPickup;
  if (event === "ready" && state.deliveryMethod === "delivery") return MOVE_MESSAGES.readyDelivery;
  if (event === "collect" && state.deliveryMethod === "delivery") return MOVE_MESSAGES.readyDelivery;
  if (event === "deliver" && state.deliveryMethod === "pickup") return MOVE_MESSAGES.shipPickup;
  if (event === "update_tracking") return MOVE_MESSAGES.trackingNotShipped;
  const target = EVENT_TARGET[event];
  if (fulfilment === target) return `El pedido ya está '${current}'.`;
  if (STEP[fulfilment ?? "none"] >= STEP[target]) {
    return `El pedido ya está '${current}': no puede volver a '${FULFILMENT_LABELS[target]}'.`;
  }
  // Forward but skipping a step: collected before ready, delivered before shipped.
  return event === "collect"
    ? "Primero marque el pedido 'Listo para retirar'."
    : "Primero marque el pedido 'Enviado', con su seguimiento.";
}

const EVENT_TARGET: Readonly<Record<Exclude<FulfilmentEvent, "update_tracking">, FulfilmentState>> = {
  prepare: "preparing",
  ready: "ready",
  ship: "shipped",
  collect: "collected",
  deliver: "delivered",
};

/** Every status but 'cancel' holds stock: it was taken when the order was placed. */
export function holdsStock(status: OrderStatus): boolean {
  return status !== "cancel";
}

/**
 * What the order's state reads as for the owner and the customer: 'Enviado' says more than 'Aprobado'; an annulled
 * sale is 'Anulado'.
 */
export function stateLabel(status: OrderStatus, fulfilment: Fulfilment, annulled = false): string {
  return status === "approved" && fulfilment ? FULFILMENT_LABELS[fulfilment] : orderStatusLabel(status, annulled);
}

/** A bank-transfer order waiting for the money: the only kind that takes a transfer receipt (checkout or later). */
export function awaitsTransfer(order: { status: string; paymentMethod: string }): boolean {
  return order.status === "pending" && order.paymentMethod === "bank";
}
