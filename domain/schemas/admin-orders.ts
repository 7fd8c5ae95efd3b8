import { z } from "zod";
import { ADMIN_SETTABLE_STATUSES } from "../order-status.ts";
import { blankAsMissing } from "./fields.ts";

// The back office's orders desk: the list's filters (query string) and a status change (JSON body).

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
    status: z.preprocess(blankAsMissing, z.enum(ADMIN_SETTABLE_STATUSES, { error: "Estado no válido." }).optional()),
    payment: z.preprocess(
      blankAsMissing,
      z.enum(["bank", "mercadopago"], { error: "Forma de pago no válida." }).optional(),
    ),
    delivery: z.preprocess(
      blankAsMissing,
      z.enum(["pickup", "delivery"], { error: "Forma de envío no válida." }).optional(),
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
    page: z.preprocess(
      blankAsMissing,
      z.coerce
        .number({ error: "Página no válida." })
        .int({ error: "Página no válida." })
        .min(1, { error: "Página no válida." })
        .max(100000, { error: "Página no válida." })
        .default(1),
    ),
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

export const adminOrderParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, { error: "Pedido no válido." })
    .transform(Number),
});

export const statusChangeRequest = z.object({
  status: z.enum(ADMIN_SETTABLE_STATUSES, { error: "Elija un estado: Pendiente, Aprobado o Rechazado." }),
  note: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v === null ? undefined : v),
    z.string({ error: "La nota debe ser un texto." }).trim().max(500, { error: "Máximo 500 caracteres." }).optional(),
  ),
});
