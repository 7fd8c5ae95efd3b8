import * as z from "zod";

/** /…/orders/:id/cfe/:kind: an order's CFE or its credit note (decision 027). */
export const cfeParam = z.object({
  id: z.coerce.number({ error: "Pedido no válido." }).int().positive({ error: "Pedido no válido." }),
  kind: z.enum(["cfe", "credit_note"], { error: "Comprobante no válido." }),
});
