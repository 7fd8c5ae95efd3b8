import * as z from "zod";

// A wholesale price list as the owner edits it in the back office (issue 44; rules in domain/price-lists.ts), checked by
// the editor's form and again by the API; the catalogue spreadsheet's wholesale columns use the same size schema.

const MAX_PESOS = 10_000_000;

const pesos = z
  .number({ error: "Escriba el precio en pesos, en números." })
  .int({ error: "Escriba el precio sin decimales." })
  .min(1, { error: "El precio debe ser mayor que cero." })
  .max(MAX_PESOS, { error: "El precio es demasiado alto." });

const percent = z
  .number({ error: "Escriba el porcentaje en números." })
  .int({ error: "Escriba el porcentaje sin decimales." })
  .min(1, { error: "El porcentaje va de 1 a 90." })
  .max(90, { error: "El porcentaje va de 1 a 90." });

const units = (what: string) =>
  z
    .number({ error: `Escriba ${what} en números.` })
    .int({ error: `Escriba ${what} sin decimales.` })
    .min(1, { error: `${what[0]!.toUpperCase()}${what.slice(1)} es al menos 1.` })
    .max(9999, { error: `${what[0]!.toUpperCase()}${what.slice(1)} es demasiado grande.` });

export const sizePriceSchema = z.discriminatedUnion(
  "kind",
  [z.object({ kind: z.literal("fixed"), price: pesos }), z.object({ kind: z.literal("percent"), percent })],
  { error: "Elija precio fijo o porcentaje." },
);

export const quantityBreakSchema = z.object({ from: units("la cantidad desde"), price: pesos });

/** Breaks: at most 10, by ascending quantity, each price lower than the one before (more units never cost more). */
export const quantityBreaksSchema = z
  .array(quantityBreakSchema, { error: "Escalas no válidas." })
  .max(10, { error: "Hasta 10 escalas por tamaño." })
  .superRefine((breaks, ctx) => {
    for (let i = 1; i < breaks.length; i++) {
      const [before, now] = [breaks[i - 1]!, breaks[i]!];
      if (now.from <= before.from) {
        ctx.addIssue({
          code: "custom",
          path: [i, "from"],
          message: "Cada escala empieza en más unidades que la anterior.",
        });
      } else if (now.price >= before.price) {
        ctx.addIssue({
          code: "custom",
          path: [i, "price"],
          message: "Cada escala tiene un precio menor que la anterior.",
        });
      }
    }
  });

export const sizeTermsSchema = z
  .object({
    variantId: z
      .number({ error: "Tamaño no válido." })
      .int({ error: "Tamaño no válido." })
      .positive({ error: "Tamaño no válido." }),
    price: sizePriceSchema.nullable().default(null),
    breaks: quantityBreaksSchema.default([]),
    minQuantity: units("el mínimo").nullable().default(null),
    multiple: units("el múltiplo").nullable().default(null),
  })
  .superRefine((terms, ctx) => {
    if (terms.minQuantity !== null && terms.multiple !== null && terms.minQuantity % terms.multiple !== 0) {
      ctx.addIssue({ code: "custom", path: ["minQuantity"], message: "El mínimo debe ser un múltiplo del múltiplo." });
    }
  });

export const priceListSchema = z.object({
  name: z
    .string({ error: "Escriba el nombre de la lista." })
    .trim()
    .min(1, { error: "Escriba el nombre de la lista." })
    .max(60, { error: "Máximo 60 caracteres." }),
  /** The bank-transfer discount for this list's buyers (percent; null: the shop's own). */
  transferDiscountPercent: z
    .number({ error: "Escriba el porcentaje en números." })
    .int({ error: "Escriba el porcentaje sin decimales." })
    .min(0, { error: "El porcentaje va de 0 a 50." })
    .max(50, { error: "El porcentaje va de 0 a 50." })
    .nullable()
    .default(null),
  categories: z
    .array(
      z.object({
        categoryId: z
          .number({ error: "Categoría no válida." })
          .int({ error: "Categoría no válida." })
          .positive({ error: "Categoría no válida." }),
        percent,
      }),
    )
    .max(200)
    .refine((rows) => new Set(rows.map((r) => r.categoryId)).size === rows.length, {
      error: "Cada categoría va una sola vez.",
    })
    .default([]),
  sizes: z
    .array(sizeTermsSchema)
    .max(5000)
    .refine((rows) => new Set(rows.map((r) => r.variantId)).size === rows.length, {
      error: "Cada tamaño va una sola vez.",
    })
    .default([]),
});

export type PriceListInput = z.input<typeof priceListSchema>;
export type PriceListForm = z.output<typeof priceListSchema>;
