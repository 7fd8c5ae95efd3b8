import * as z from "zod";
import {
  ADMIN_EVENTS,
  type AdminEvent,
  isFulfilmentEvent,
  ORDER_STATUS_LABELS,
} from "../../../../domain/order-status.ts";
import { type OrderMoveRequest, orderMoveRequest } from "../../../../domain/schemas/admin-orders.ts";

// The order dialog's move form: what the owner fills in, checked with the API's own schema (orderMoveRequest),
// and the words of its button and of the toast that follows.

/** Common Uruguayan carriers, offered as the 'Empresa de envío' field's suggestions (any other may be typed). */
export const CARRIERS = ["DAC", "UES", "Correo Uruguayo", "Mirtrans", "Agencia Central", "Turil", "Reparto propio"];

export const needsShipment = (event: string) => event === "ship" || event === "update_tracking";

export const moveForm = z
  .object({
    event: z.union([z.enum(ADMIN_EVENTS), z.literal("")]),
    note: z.string(),
    notify: z.boolean(),
    carrier: z.string(),
    trackingNumber: z.string(),
    trackingUrl: z.string(),
    agency: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.event) {
      ctx.addIssue({ code: "custom", path: ["event"], message: "Elija qué pasó con el pedido." });
      return;
    }
    const checked = orderMoveRequest.safeParse(toMoveRequest({ ...values, event: values.event }));
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      // ['shipment', 'carrier'] → 'carrier'; ['note'] → 'note'.
      const field = String(issue.path[issue.path.length - 1] ?? "event");
      ctx.addIssue({ code: "custom", path: [field], message: issue.message });
    }
  });
export type MoveFormValues = z.infer<typeof moveForm>;

/** The request the API takes: the note if any, 'notify' on fulfilment moves, the shipment on ship and its fix. */
export function toMoveRequest(values: Omit<MoveFormValues, "event"> & { event: AdminEvent }) {
  const { event } = values;
  return {
    event,
    note: values.note.trim() || undefined,
    notify: isFulfilmentEvent(event) ? values.notify : undefined,
    shipment: needsShipment(event)
      ? {
          carrier: values.carrier,
          trackingNumber: values.trackingNumber,
          trackingUrl: values.trackingUrl,
          agency: values.agency,
        }
      : undefined,
  };
}

/** The checked request (blank fields dropped), as orderMoveRequest parses it. */
export function moveRequest(values: MoveFormValues): OrderMoveRequest {
  if (!values.event) throw new Error("Elija qué pasó con el pedido.");
  return orderMoveRequest.parse(toMoveRequest({ ...values, event: values.event }));
}

/** The form's button: says what it will do. */
export const SUBMIT_LABELS: Readonly<Record<AdminEvent, string>> = {
  approve: "Aprobar pedido",
  reject: "Rechazar pedido",
  reopen: "Volver a pendiente",
  cancel_sale: "Anular venta",
  release: "Liberar reserva",
  prepare: "Marcar en preparación",
  ready: "Marcar listo para retirar",
  ship: "Marcar enviado",
  update_tracking: "Guardar seguimiento",
  deliver: "Marcar entregado",
  collect: "Marcar retirado",
};

/** What happened, for the toast after a move. */
export function moveDoneMessage(event: AdminEvent, stateLabel: string, notified: boolean): string {
  switch (event) {
    case "release":
      return `Reserva liberada: el pedido quedó ${ORDER_STATUS_LABELS.cancel} y los productos volvieron al stock.`;
    case "update_tracking":
      return notified ? "Seguimiento corregido. Se volvió a avisar al cliente por correo." : "Seguimiento corregido.";
    case "approve":
    case "reject":
      return `Estado cambiado a ${stateLabel}. Se avisó al cliente por correo.`;
    case "reopen":
      return `Estado cambiado a ${stateLabel}.`;
    case "cancel_sale":
      return "Venta anulada: el stock volvió y el pedido quedó marcado para reintegrar el pago. Se avisó al cliente por correo.";
    default:
      return `Estado cambiado a ${stateLabel}. ${notified ? "Se avisó al cliente por correo." : "No se avisó al cliente."}`;
  }
}
