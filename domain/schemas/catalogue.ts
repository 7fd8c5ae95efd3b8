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

const PLAIN_SIZE = /^(?:30|100|500|1000)$/;
const PLAIN_NUMBER = /^(?:0|[1-9]\d{0,7})$/;
const SORT_SET: ReadonlySet<string> = new Set(SORTS);
const isBlank = (value: string) => value.trim() === "";

/**
 * The shop list's query as `productListQuery` reads it, for the plain query strings the shop itself writes (numbers
 * as bare digits, a known sort, a slug); `undefined` for anything else, which the schema then reads and words the
 * refusal for. The same output to the key (domain/schemas/catalogue.test.ts compares both over every case it makes).
 * Why: the schema runs jitless in the Worker and cost the listing's database path more than any other step of the
 * app's own (issue 39, decision 028, session 26).
 */
export function plainProductListQuery(query: Record<string, unknown>): ProductListQuery | undefined {
  const out: Record<string, unknown> = {};
  for (const key of ["category", "size", "minPrice", "maxPrice", "q"] as const) {
    if (!(key in query)) continue;
    const value = query[key];
    if (typeof value !== "string") return undefined;
    if (isBlank(value)) out[key] = undefined;
    else if (key === "category") {
      if (value.length > 100 || !SLUG_PATTERN.test(value)) return undefined;
      out[key] = value;
    } else if (key === "q") {
      const trimmed = value.trim();
      if (trimmed.length > 100) return undefined;
      out[key] = trimmed;
    } else {
      if (!(key === "size" ? PLAIN_SIZE : PLAIN_NUMBER).test(value) || Number(value) > MAX_PRICE) return undefined;
      out[key] = Number(value);
    }
  }
  const { sort = "", page = "" } = query;
  if (typeof sort !== "string" || typeof page !== "string") return undefined;
  if (isBlank(sort)) out.sort = DEFAULT_SORT;
  else if (SORT_SET.has(sort)) out.sort = sort;
  else return undefined;
  if (isBlank(page)) out.page = 1;
  else if (PLAIN_NUMBER.test(page) && page !== "0" && Number(page) <= 10_000) out.page = Number(page);
  else return undefined;
  const { minPrice, maxPrice } = out as { minPrice?: number; maxPrice?: number };
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) return undefined;
  return out as ProductListQuery;
}
