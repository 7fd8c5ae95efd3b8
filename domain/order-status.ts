// Order statuses (SPEC section 4) and the rules for changing them.
// 'mercado' is a temporary order waiting for Mercado Pago; it is hidden from the admin list.

export const ORDER_STATUSES = ["pending", "approved", "cancel", "mercado"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: "Pendiente",
  approved: "Aprobado",
  cancel: "Rechazado",
  mercado: "Esperando pago",
};

/** The statuses an admin can pick; 'mercado' is set only when a Mercado Pago order is created. */
export const ADMIN_SETTABLE_STATUSES = ["pending", "approved", "cancel"] as const satisfies readonly OrderStatus[];

export const STATUS_CHANGE_MESSAGES = {
  same: "El pedido ya tiene ese estado.",
  cancelApproved: "No se puede cancelar una compra que ya fue aprobada.",
  pendingApproved: "No se puede volver a pendiente una compra que ya fue aprobada.",
  toMercado: "Solo Mercado Pago puede dejar un pedido esperando pago.",
} as const;

export type StatusChangeCheck = { readonly ok: true } | { readonly ok: false; readonly message: string };

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Whether an order may move from one status to another. An approved order is final: it can be
 * neither cancelled nor set back to pending. Nothing moves back to 'mercado'.
 */
export function checkStatusChange(from: OrderStatus, to: OrderStatus): StatusChangeCheck {
  if (from === to) return { ok: false, message: STATUS_CHANGE_MESSAGES.same };
  if (from === "approved" && to === "cancel") return { ok: false, message: STATUS_CHANGE_MESSAGES.cancelApproved };
  if (from === "approved" && to === "pending") return { ok: false, message: STATUS_CHANGE_MESSAGES.pendingApproved };
  if (to === "mercado") return { ok: false, message: STATUS_CHANGE_MESSAGES.toMercado };
  return { ok: true };
}

/** Every status but 'cancel' holds stock: it was taken when the order was placed. */
export function holdsStock(status: OrderStatus): boolean {
  return status !== "cancel";
}

/** The move gives the order's stock back (a holding order is cancelled or its payment expired). */
export function releasesStock(from: OrderStatus, to: OrderStatus): boolean {
  return holdsStock(from) && !holdsStock(to);
}

/** The move takes stock again (a cancelled order is reopened); the server must re-check availability. */
export function reservesStock(from: OrderStatus, to: OrderStatus): boolean {
  return !holdsStock(from) && holdsStock(to);
}

/** SPEC: a confirmation e-mail goes out when an order becomes approved from any other status. */
export function sendsConfirmationEmail(from: OrderStatus, to: OrderStatus): boolean {
  return to === "approved" && from !== "approved";
}

/** The columns of the back office's order list (SPEC section 2), also the header of its CSV export. */
export const ORDER_LIST_COLUMNS = [
  "Nombre",
  "Fecha creación",
  "Fecha de entrega",
  "Forma de envío",
  "Forma de pago",
  "RUT",
  "Dirección",
  "Zona",
  "C.P.",
  "Telefono",
  "Mail",
  "Monto",
  "Estado",
] as const;
