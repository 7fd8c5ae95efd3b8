import * as z from "zod";
import { DEPARTMENT_NAMES } from "../departments.ts";
import { checkoutForm } from "./checkout.ts";

// Quotes (issue 44 part 3): what the customer, the owner and the link send. The same rules in the browser and on
// the server (worker/routes/quotes.ts, worker/routes/admin/quotes.ts).

const ids = (what: string) =>
  z
    .number({ error: `${what} no válido.` })
    .int()
    .positive({ error: `${what} no válido.` });
const quantity = z
  .number({ error: "Cantidad no válida." })
  .int({ error: "Cantidad no válida." })
  .min(1, { error: "Cantidad no válida." })
  .max(10_000, { error: "La cantidad máxima por línea es 10.000." });
const note = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres.` })
    .default("");

const lines = <T extends z.ZodType>(line: T) =>
  z
    .array(line, { error: "La cotización no tiene productos." })
    .min(1, { error: "La cotización no tiene productos." })
    .max(50, { error: "Máximo 50 productos por cotización." })
    .superRefine((items, ctx) => {
      const seen = new Set<number>();
      items.forEach((item, i) => {
        const variantId = (item as { variantId: number }).variantId;
        if (seen.has(variantId))
          ctx.addIssue({ code: "custom", path: [i], message: "Producto repetido en la cotización." });
        seen.add(variantId);
      });
    });

/**
 * POST /api/quotes: the cart's lines (ids and quantities: the server reads names and prices), a note and, optionally,
 * where it goes ('retiro' or a department; none or null: 'Sin indicar').
 */
export const quoteRequest = z.object({
  items: lines(z.object({ productId: ids("Producto"), variantId: ids("Tamaño"), quantity })),
  note: note(1000),
  destination: z
    .enum(["retiro", ...DEPARTMENT_NAMES], {
      error: "Entrega no válida: elija el retiro en el local o un departamento.",
    })
    .nullable()
    .default(null),
});
export type QuoteRequest = z.output<typeof quoteRequest>;

const unitPrice = z
  .number({ error: "Precio no válido." })
  .int({ error: "El precio va en pesos enteros." })
  .min(0, { error: "Precio no válido." })
  .max(10_000_000, { error: "Precio no válido." });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** PUT /api/admin/quotes/:id: the owner's edit (lines, quantities, unit prices, delivery, validity, note). */
export const quoteEdit = z.object({
  lines: lines(z.object({ productId: ids("Producto"), variantId: ids("Tamaño"), quantity, unitPrice })),
  deliveryFee: z
    .number({ error: "Costo de envío no válido." })
    .int({ error: "El costo de envío va en pesos enteros." })
    .min(0, { error: "Costo de envío no válido." })
    .max(10_000_000, { error: "Costo de envío no válido." }),
  validUntil: z
    .string({ error: "Fecha de validez no válida." })
    .regex(ISO_DATE, { error: "Fecha de validez no válida." })
    .optional(),
  ownerNote: note(1000),
});
export type QuoteEdit = z.output<typeof quoteEdit>;

/** POST /api/admin/quotes/:id/decline. */
export const quoteDecline = z.object({
  reason: z
    .string({ error: "Escriba el motivo." })
    .trim()
    .min(1, { error: "Escriba el motivo." })
    .max(500, { error: "Máximo 500 caracteres." }),
});

/** POST /api/admin/quotes/:id/renew: the new validity date (YYYY-MM-DD; none: 15 days from today). */
export const quoteRenew = z.object({
  validUntil: z.string().regex(ISO_DATE, { error: "Fecha de validez no válida." }).optional(),
});

/**
 * POST /api/quotes/:id/accept?token=: the checkout's form (contact, delivery, payment, terms, receipt); the e-mail is
 * the quote's (the server uses it whatever is sent), the lines and prices the quote's.
 */
export const quoteAcceptance = z.intersection(
  checkoutForm,
  z.object({ receiptFileId: z.uuid({ error: "Comprobante no válido." }).optional() }),
);
export type QuoteAcceptance = z.output<typeof quoteAcceptance>;
