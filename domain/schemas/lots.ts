import * as z from "zod";
import { formatDate, parseDisplayDate } from "../dates.ts";
import { MAX_LOTS_PER_LINE } from "../lots.ts";
import { hasControlCharacters } from "../text.ts";
import { blankAsMissing, SINGLE_LINE } from "./fields.ts";

// Lots (issue 42 part 3): a lot as the owner writes it in the product's 'Lotes' section, the lots an order
// line leaves with (the move's `lots`), and the 'Trazabilidad' searches. The database checks again
// (migration 20261203030000_product_lots.sql).

const BAD_DATE = "Escriba la fecha como dd/mm/aaaa, por ejemplo 30/11/2027.";

/** The lot's number as printed on the drum: 'L2026-11'. */
export const lotNumber = z
  .string({ error: "Escriba el número de lote." })
  .trim()
  .min(1, { error: "Escriba el número de lote." })
  .max(40, { error: "Máximo 40 caracteres." })
  .refine((v) => !hasControlCharacters(v), { error: SINGLE_LINE });

/** dd/mm/aaaa, or 'YYYY-MM-DD' from the API; gives 'YYYY-MM-DD'. */
const expiryDate = z
  .string({ error: "Indique la fecha de vencimiento." })
  .trim()
  .min(1, { error: "Indique la fecha de vencimiento." })
  .transform((value, ctx) => {
    const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : parseDisplayDate(value);
    if (iso && parseDisplayDate(formatDate(iso)) === iso) return iso;
    ctx.addIssue({ code: "custom", message: BAD_DATE });
    return z.NEVER;
  });

const positiveWhole = (message: string) =>
  z
    .number({ error: message })
    .int({ error: "Escriba la cantidad sin decimales." })
    .min(1, { error: "La cantidad debe ser mayor que cero." })
    .max(10_000_000, { error: "Cantidad demasiado grande." });

/** POST /api/admin/lots and PUT /api/admin/lots/:id. */
export const lotInput = z.object({
  number: lotNumber,
  expiresOn: expiryDate,
  /** Units received (as the product's stock counts them); empty when not known. */
  quantityReceived: positiveWhole("Escriba la cantidad recibida en números.").nullable().default(null),
});
export type LotInput = z.infer<typeof lotInput>;

export const newLotInput = lotInput.extend({
  productId: z.number({ error: "Indique el producto." }).int().positive({ error: "Indique el producto." }),
});

const idParam = (message: string) =>
  z
    .string()
    .regex(/^\d{1,15}$/, { error: message })
    .transform(Number);

export const lotParam = z.object({ id: idParam("Lote no válido.") });
export const lotListQuery = z.object({ productId: idParam("Producto no válido.") });

/** One share of a line: this many units of the line left from this lot. */
export const lotShareInput = z.object({
  itemId: z.number({ error: "Línea no válida." }).int().positive({ error: "Línea no válida." }),
  lotId: z.number({ error: "Elija el lote." }).int().positive({ error: "Elija el lote." }),
  quantity: positiveWhole("Escriba la cantidad del lote en números."),
});
export type LotShareInput = z.infer<typeof lotShareInput>;

/** The move's `lots`: every share of every line that has lots (at most MAX_LOTS_PER_LINE per line). */
export const orderLotsInput = z
  .array(lotShareInput, { error: "Lotes no válidos." })
  .max(100 * MAX_LOTS_PER_LINE, { error: "Demasiados lotes." });

/** GET /api/admin/traceability/lot?number=: a lot number, whatever its case. */
export const traceLotQuery = z.object({
  number: z.preprocess(blankAsMissing, lotNumber),
});

/** GET /api/admin/traceability/customer?q=: part of a customer's e-mail or name. */
export const traceCustomerQuery = z.object({
  q: z.preprocess(
    blankAsMissing,
    z
      .string({ error: "Escriba el correo o el nombre del cliente." })
      .trim()
      .min(2, { error: "Escriba al menos 2 letras del correo o del nombre." })
      .max(100, { error: "Búsqueda demasiado larga (máximo 100 caracteres)." }),
  ),
});
