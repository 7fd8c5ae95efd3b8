import * as z from "zod";
import { DEFAULT_SORT, SIZES, SORTS } from "../catalogue.ts";
import { blankAsMissing, SLUG_PATTERN } from "./fields.ts";

// The shop list's query: read from the URL by the SPA (TanStack validateSearch, where values may
// already be numbers) and from the query string by the Worker (always strings), hence the coercion.
// Empty values ("?size=") count as absent.

const MAX_PRICE = 10_000_000;

function optionalPrice(message: string) {
  return z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(MAX_PRICE, { error: message })
      .optional(),
  );
}

export const productListQuery = z
  .object({
    category: z.preprocess(
      blankAsMissing,
      z
        .string({ error: "Categoría no válida" })
        .max(100, { error: "Categoría no válida" })
        .regex(SLUG_PATTERN, { error: "Categoría no válida" })
        .optional(),
    ),
    size: z.preprocess(
      blankAsMissing,
      z.coerce
        .number({ error: "Tamaño no válido" })
        .pipe(z.literal(SIZES, { error: "Tamaño no válido" }))
        .optional(),
    ),
    minPrice: optionalPrice("Precio mínimo no válido"),
    maxPrice: optionalPrice("Precio máximo no válido"),
    q: z.preprocess(
      blankAsMissing,
      z
        .string({ error: "Búsqueda no válida" })
        .trim()
        .max(100, { error: "La búsqueda admite hasta 100 caracteres" })
        .optional(),
    ),
    sort: z.preprocess(blankAsMissing, z.enum(SORTS, { error: "Orden no válido" }).default(DEFAULT_SORT)),
    page: z.preprocess(
      blankAsMissing,
      z.coerce
        .number({ error: "Página no válida" })
        .int({ error: "Página no válida" })
        .min(1, { error: "Página no válida" })
        .max(10_000, { error: "Página no válida" })
        .default(1),
    ),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    error: "El precio mínimo no puede ser mayor que el máximo",
    path: ["maxPrice"],
  });

export type ProductListQuery = z.output<typeof productListQuery>;
export type ProductListQueryInput = z.input<typeof productListQuery>;
