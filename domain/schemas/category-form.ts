import * as z from "zod";
import { imageUrlSchema } from "../images.ts";
import { hasControlCharacters, slugify } from "../text.ts";
import { blankAsMissing, SINGLE_LINE, SLUG_PATTERN } from "./fields.ts";

// The back office's category form (SPEC sections 3 and 5): the same schema checks the SPA's form and the
// server's route. Only the title is required ('Rellene los campos'); the slug follows the title unless the
// owner types one; the image is optional (a card without one shows a placeholder).

export const CATEGORY_REQUIRED = "Rellene los campos";
export const CATEGORY_TITLE_MAX = 60;
export const CATEGORY_SLUG_MAX = 80;

export const categoryForm = z.object({
  title: z
    .string({ error: CATEGORY_REQUIRED })
    .trim()
    .min(1, { error: CATEGORY_REQUIRED, abort: true })
    .max(CATEGORY_TITLE_MAX, { error: `El nombre admite hasta ${CATEGORY_TITLE_MAX} caracteres.` })
    .refine((v) => !hasControlCharacters(v), { error: SINGLE_LINE })
    .refine((v) => slugify(v) !== "", { error: "El nombre debe tener al menos una letra o un número." }),
  /** Empty or missing: made from the title with slugify. */
  slug: z.preprocess(
    blankAsMissing,
    z
      .string()
      .trim()
      .max(CATEGORY_SLUG_MAX, { error: `La dirección admite hasta ${CATEGORY_SLUG_MAX} caracteres.` })
      .regex(SLUG_PATTERN, { error: "La dirección admite solo minúsculas sin tilde, números y guiones." })
      .optional(),
  ),
  image: z.preprocess(blankAsMissing, imageUrlSchema.nullable().optional()).transform((v) => v ?? null),
});

export type CategoryFormInput = z.input<typeof categoryForm>;
export type CategoryFormValues = z.output<typeof categoryForm>;

/** The slug a saved category gets: the one typed, or the title's. */
export function categorySlug(values: Pick<CategoryFormValues, "title" | "slug">): string {
  return values.slug ?? slugify(values.title).slice(0, CATEGORY_SLUG_MAX).replace(/-+$/, "");
}

/** A new order of the categories: every id once (the 'Todos' category stays first whatever is sent). */
export const categoryOrder = z.object({
  ids: z
    .array(z.number().int().positive(), { error: "Envíe la lista de categorías." })
    .min(1, { error: "Envíe la lista de categorías." })
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { error: "Hay categorías repetidas en la lista." }),
});

export const categoryParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, { error: "Categoría no válida." })
    .transform(Number),
});
