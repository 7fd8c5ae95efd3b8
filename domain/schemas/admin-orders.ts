import * as z from "zod";
import { ADMIN_EVENTS, ADMIN_SETTABLE_STATUSES, FULFILMENT_FILTERS, type FulfilmentFilter } from "../order-status.ts";
import { CHANNELS } from "../owner-orders.ts";
import { blankAsMissing, optionalLine, pageNumber, requiredLine, requiredText } from "./fields.ts";
import { orderLotsInput } from "./lots.ts";

// The back office's orders desk: the list's filters (query string), a move of one order or of several, and
// an internal note (JSON bodies).

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day, 'YYYY-MM-DD'. */
function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const day = (message: string) =>
  z.preprocess(blankAsMissing, z.string().refine(isCalendarDay, { error: message }).optional());

export const MAX_PAGE_SIZE = 100;

export const adminOrderFilters = z
  .object({
    status: z.preprocess(
      blankAsMissing,
      z.enum([...ADMIN_SETTABLE_STATUSES, "mercado"], { error: "Estado no válido." }).optional(),
    ),
    fulfilment: z.preprocess(
      blankAsMissing,
      z
        .enum(Object.keys(FULFILMENT_FILTERS) as [FulfilmentFilter, ...FulfilmentFilter[]], {
          error: "Preparación no válida.",
        })
        .optional(),
    ),
    payment: z.preprocess(
      blankAsMissing,
      z.enum(["bank", "mercadopago"], { error: "Forma de pago no válida." }).optional(),
    ),
    delivery: z.preprocess(
      blankAsMissing,
      z.enum(["pickup", "delivery"], { error: "Forma de envío no válida." }).optional(),
    ),
    channel: z.preprocess(blankAsMissing, z.enum(CHANNELS, { error: "Canal no válido." }).optional()),
    /** missing: approved orders whose CFE is not issued yet (decision 027). */
    invoice: z.preprocess(
      blankAsMissing,
      z.enum(["missing"], { error: "Filtro de comprobante no válido." }).optional(),
    ),
    from: day("Fecha desde no válida (AAAA-MM-DD)."),
    to: day("Fecha hasta no válida (AAAA-MM-DD)."),
    q: z.preprocess(
      blankAsMissing,
      z.string().trim().max(100, { error: "Búsqueda demasiado larga (máximo 100 caracteres)." }).optional(),
    ),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    error: "La fecha desde no puede ser posterior a la fecha hasta.",
    path: ["to"],
  });

export const adminOrderListQuery = z.intersection(
  adminOrderFilters,
  z.object({
    page: pageNumber(100_000),
    pageSize: z.preprocess(
      blankAsMissing,
      z.coerce
        .number({ error: "Tamaño de página no válido." })
        .int({ error: "Tamaño de página no válido." })
        .min(1, { error: "Tamaño de página no válido." })
        .max(MAX_PAGE_SIZE, { error: `Máximo ${MAX_PAGE_SIZE} pedidos por página.` })
        .default(25),
    ),
  }),
);

export type AdminOrderFiltersInput = z.infer<typeof adminOrderFilters>;

/** The most remitos one print asks for. */
export const MAX_PRINT_ORDERS = 100;

/** GET /api/admin/orders/print?ids=1005,1006: the orders whose remitos are printed, each once. */
export const adminPrintQuery = z.object({
  ids: z
    .string({ error: "Indique los pedidos." })
    .regex(/^\d{1,15}(,\d{1,15})*$/, { error: "Pedidos no válidos (números separados por comas)." })
    .transform((v) => [...new Set(v.split(",").map(Number))])
    .refine((ids) => ids.length <= MAX_PRINT_ORDERS, { error: `Máximo ${MAX_PRINT_ORDERS} pedidos a la vez.` }),
});

export const adminOrderParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, { error: "Pedido no válido." })
    .transform(Number),
});

const optionalNote = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v === null ? undefined : v),
  z.string({ error: "La nota debe ser un texto." }).trim().max(500, { error: "Máximo 500 caracteres." }).optional(),
);
const blankOrNull = (v: unknown) => (v === null ? undefined : blankAsMissing(v));

/** How a delivery order travels: what the 'Enviado' form asks, and the customer's mail and page show. */
export const shipmentInput = z.object({
  carrier: requiredLine(80, "Indique la empresa de envío."),
  trackingNumber: z.preprocess(blankOrNull, optionalLine(80)),
  trackingUrl: z.preprocess(
    blankOrNull,
    z
      .string()
      .trim()
      .max(500, { error: "Máximo 500 caracteres." })
      .refine((v) => /^https?:\/\/[^\s"'<>]+$/.test(v), { error: "El enlace debe empezar con https://" })
      .optional(),
  ),
  agency: z.preprocess(blankOrNull, optionalLine(120)),
});
export type ShipmentInput = z.infer<typeof shipmentInput>;

const needsShipment = (event: string) => event === "ship" || event === "update_tracking";

/** POST /api/admin/orders/:id/moves: one move of the table (domain/order-status.ts). */
export const orderMoveRequest = z
  .object({
    event: z.enum(ADMIN_EVENTS, { error: "Movimiento no válido." }),
    note: optionalNote,
    /** Fulfilment moves: mail the customer (default yes; a tracking correction: default no). */
    notify: z.boolean({ error: "Indique si se avisa al cliente." }).optional(),
    shipment: shipmentInput.optional(),
    /** prepare, ready, ship: the lot(s) each line of a product with lots leaves with (decision 033). */
    lots: orderLotsInput.optional(),
  })
  .refine((m) => !needsShipment(m.event) || m.shipment, {
    error: "Indique la empresa de envío.",
    path: ["shipment", "carrier"],
  });
export type OrderMoveRequest = z.infer<typeof orderMoveRequest>;

export const MAX_BULK_ORDERS = 100;

/**
 * The fulfilment steps the desk moves several orders through at once (issue 41): every step of the table after
 * approval (domain/order-status.ts); 'ship' carries each order's own tracking.
 */
export const BULK_EVENTS = ["prepare", "ready", "ship", "collect", "deliver"] as const;

/** POST /api/admin/orders/bulk: several orders one fulfilment step further (each its own move). */
export const bulkMoveRequest = z
  .object({
    event: z.enum(BULK_EVENTS, {
      error: "Elija 'En preparación', 'Listo para retirar', 'Enviado', 'Retirado' o 'Entregado'.",
    }),
    notify: z.boolean({ error: "Indique si se avisa al cliente." }).optional(),
    orders: z
      .array(z.object({ id: z.number().int().positive(), shipment: shipmentInput.optional() }), {
        error: "Elija los pedidos.",
      })
      .min(1, { error: "Elija al menos un pedido." })
      .max(MAX_BULK_ORDERS, { error: `Máximo ${MAX_BULK_ORDERS} pedidos a la vez.` }),
  })
  .refine((b) => b.event !== "ship" || b.orders.every((o) => o.shipment), {
    error: "Indique la empresa de envío de cada pedido.",
    path: ["orders"],
  })
  .refine((b) => new Set(b.orders.map((o) => o.id)).size === b.orders.length, {
    error: "Un pedido está repetido.",
    path: ["orders"],
  });
export type BulkMoveRequest = z.infer<typeof bulkMoveRequest>;

/** POST /api/admin/orders/:id/notes: the owner's internal note. */
export const orderNoteRequest = z.object({
  body: requiredText(2000, "Escriba la nota."),
});
