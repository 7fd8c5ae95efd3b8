import * as z from "zod";
import { blankAsMissing, requiredText } from "./fields.ts";

// The withdrawal's inputs (decision 029): the customer's request from the order page, the owner's refusal and
// the refund note of a return received.

const quantity = z
  .number({ error: "Indique la cantidad con un número entero." })
  .int({ error: "Indique la cantidad con un número entero." })
  .min(0, { error: "La cantidad no puede ser negativa." })
  .max(100_000, { error: "Cantidad no válida." });

export const withdrawalRequest = z.object({
  lines: z
    .array(z.object({ itemId: z.number({ error: "Producto no válido." }).int().positive(), quantity }), {
      error: "Indique al menos un producto y su cantidad.",
    })
    .max(200),
  comment: z.preprocess(blankAsMissing, z.string().trim().max(1000, { error: "Máximo 1000 caracteres." }).optional()),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequest>;

export const withdrawalParam = z.object({
  id: z.coerce.number({ error: "Solicitud no válida." }).int().positive({ error: "Solicitud no válida." }),
});

export const withdrawalDecline = z.object({
  reason: requiredText(500, "Escriba el motivo: el cliente lo leerá."),
});

export const withdrawalReceive = z.object({
  refundNote: z.preprocess(blankAsMissing, z.string().trim().max(400, { error: "Máximo 400 caracteres." }).optional()),
});

export const withdrawalListQuery = z.object({
  status: z.preprocess(
    blankAsMissing,
    z.enum(["requested", "accepted", "declined", "received"], { error: "Estado no válido." }).optional(),
  ),
});
