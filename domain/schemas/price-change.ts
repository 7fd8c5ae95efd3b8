import * as z from "zod";
import { PRICE_CHANGE_MODES, PRICE_ROUNDINGS, type PriceRounding } from "../price-change.ts";

// A bulk price change (issue 24): what the back office's form sends to POST /api/admin/catalogue/price-change/preview.
// The scope is a category or a list of products, never both. The server computes every new price itself
// (domain/price-change.ts) from the prices in the database.

export const MAX_PRICE_CHANGE_PRODUCTS = 500;
export const MAX_PERCENT_UP = 500;
export const MAX_PERCENT_DOWN = 90;
export const MAX_AMOUNT = 100_000;

const id = z.number({ error: "Producto no válido." }).int({ error: "Producto no válido." }).positive();

export const priceChangeInput = z
  .object({
    categoryId: z
      .number({ error: "Categoría no válida." })
      .int({ error: "Categoría no válida." })
      .positive({ error: "Categoría no válida." })
      .nullable()
      .default(null),
    productIds: z
      .array(id)
      .max(MAX_PRICE_CHANGE_PRODUCTS, { error: `Hasta ${MAX_PRICE_CHANGE_PRODUCTS} productos a la vez.` })
      .default([]),
    mode: z.enum(PRICE_CHANGE_MODES, { error: "Elija porcentaje o monto." }),
    value: z
      .number({ error: "Indique cuánto cambiar." })
      .refine((v) => Number.isFinite(v), { error: "Indique cuánto cambiar." }),
    rounding: z.union(
      PRICE_ROUNDINGS.map((r) => z.literal(r)),
      { error: "Elija el redondeo: $ 1, $ 5 o $ 10." },
    ),
  })
  .superRefine((input, ctx) => {
    if ((input.categoryId === null) === (input.productIds.length === 0)) {
      ctx.addIssue({ code: "custom", path: ["categoryId"], message: "Elija una categoría o seleccione productos." });
    }
    const { mode, value } = input;
    if (mode === "percent") {
      if (Math.round(value * 100) !== value * 100) {
        ctx.addIssue({ code: "custom", path: ["value"], message: "El porcentaje admite hasta dos decimales." });
      } else if (value < -MAX_PERCENT_DOWN || value > MAX_PERCENT_UP || value === 0) {
        ctx.addIssue({
          code: "custom",
          path: ["value"],
          message: `El porcentaje debe estar entre -${MAX_PERCENT_DOWN} y ${MAX_PERCENT_UP}, y no ser 0.`,
        });
      }
    } else if (!Number.isInteger(value) || value === 0 || Math.abs(value) > MAX_AMOUNT) {
      ctx.addIssue({
        code: "custom",
        path: ["value"],
        message: `El monto debe ser un número entero de pesos, distinto de 0 (hasta ${MAX_AMOUNT.toLocaleString("es-UY")}).`,
      });
    }
  });
export type PriceChangeInput = z.infer<typeof priceChangeInput>;

/** The back office's form: what the owner types ('10', '-7,5'), turned into priceChangeInput. */
export const priceChangeForm = z.object({
  scope: z.enum(["category", "products"]),
  categoryId: z.string(),
  mode: z.enum(PRICE_CHANGE_MODES, { error: "Elija porcentaje o monto." }),
  direction: z.enum(["up", "down"]),
  value: z
    .string()
    .trim()
    .min(1, { error: "Indique cuánto cambiar." })
    .regex(/^\d+([.,]\d{1,2})?$/, { error: "Escriba un número, por ejemplo 10 o 7,5." }),
  rounding: z.enum(["1", "5", "10"], { error: "Elija el redondeo." }),
});
export type PriceChangeForm = z.infer<typeof priceChangeForm>;

/** The form's values as the API's input (the selected products come from the list beside the form). */
export function priceChangeFromForm(form: PriceChangeForm, productIds: number[]) {
  const size = Number(form.value.replace(",", "."));
  return {
    categoryId: form.scope === "category" && form.categoryId !== "" ? Number(form.categoryId) : null,
    productIds: form.scope === "products" ? productIds : [],
    mode: form.mode,
    value: form.direction === "down" ? -size : size,
    rounding: Number(form.rounding) as PriceRounding,
  };
}

/** POST /api/admin/catalogue/changes/:id/apply: the stored preview's id. */
export const catalogueChangeParam = z.object({ id: z.uuid({ error: "Vista previa no válida." }) });
/** POST /api/admin/catalogue/undo/:kind. */
export const catalogueUndoParam = z.object({
  kind: z.enum(["import", "price"], { error: "Tipo de cambio no válido." }),
});
