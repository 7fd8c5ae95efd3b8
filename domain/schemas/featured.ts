import * as z from "zod";

/**
 * How many products the home's 'Productos destacados' shows: its row of cards (web/features/home/HomeSections.tsx,
 * two rows of four on a wide screen). The owner's list ('Destacados' in the back office) holds at most this many.
 */
export const FEATURED_LIMIT = 8;

const productId = z
  .number({ error: "Producto no válido." })
  .int({ error: "Producto no válido." })
  .positive({ error: "Producto no válido." });

/** PUT /api/admin/featured: the whole ordered list, first shown first ([] gives the home back its automatic choice). */
export const featuredInput = z.object({
  ids: z
    .array(productId, { error: "Envíe la lista de productos destacados." })
    .max(FEATURED_LIMIT, {
      error: `Puede destacar hasta ${FEATURED_LIMIT} productos: los que caben en la fila de la página de inicio.`,
    })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: "Cada producto puede estar una sola vez en la lista.",
    }),
});
export type FeaturedInput = z.infer<typeof featuredInput>;
