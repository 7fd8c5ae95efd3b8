import * as z from "zod";
import { COUPON_KINDS } from "../coupons.ts";
import { formatDate, parseDisplayDate } from "../dates.ts";

// A discount code as the owner writes it in 'Cupones' (issue 25), checked by the back office's form and again by
// POST/PUT /api/admin/coupons; the database's checks (migration 20261125000800) are the last line.

const BAD_DATE = "Escriba la fecha como dd/mm/aaaa, por ejemplo 25/12/2026.";

/** dd/mm/aaaa (or 'YYYY-MM-DD' from the API), or empty for no limit; gives 'YYYY-MM-DD' or null. */
const optionalDate = z
  .string({ error: BAD_DATE })
  .trim()
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === "") return null;
    const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : parseDisplayDate(value);
    if (iso && parseDisplayDate(formatDate(iso)) === iso) return iso;
    ctx.addIssue({ code: "custom", message: BAD_DATE });
    return z.NEVER;
  });

const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `Escriba ${what} en números.` })
    .int({ error: `Escriba ${what} sin decimales.` })
    .min(min, { error: `El valor no puede ser menor que ${min}.` })
    .max(max, { error: `El valor no puede ser mayor que ${max}.` });

/** Empty (null) means no limit. */
const optionalLimit = (what: string) => whole(what, 1, 1_000_000).nullable().default(null);

const ids = z.array(z.number().int().positive(), { error: "Lista no válida." }).max(200).default([]);

export const couponInput = z
  .object({
    code: z
      .string({ error: "Escriba el código." })
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,30}$/, {
        error: "El código lleva de 3 a 30 letras sin tilde, números, guiones o guiones bajos, sin espacios.",
      }),
    kind: z.enum(COUPON_KINDS, { error: "Elija el tipo de descuento." }),
    value: whole("el valor", 0, 10_000_000).default(0),
    minimumTotal: whole("la compra mínima", 0, 10_000_000).default(0),
    validFrom: optionalDate,
    validTo: optionalDate,
    maxUses: optionalLimit("los usos totales"),
    maxUsesPerEmail: optionalLimit("los usos por correo"),
    categoryIds: ids,
    productIds: ids,
    active: z.boolean().default(true),
    /** 'Permitir a compradores mayoristas' (issue 44). */
    wholesaleAllowed: z.boolean().default(false),
  })
  .superRefine((c, ctx) => {
    if (c.kind === "percent" && (c.value < 1 || c.value > 100)) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "El porcentaje va de 1 a 100." });
    }
    if (c.kind === "amount" && c.value < 1) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "Escriba el monto a descontar." });
    }
    if (c.validFrom && c.validTo && c.validFrom > c.validTo) {
      ctx.addIssue({ code: "custom", path: ["validTo"], message: "La fecha de fin es anterior a la de inicio." });
    }
  })
  .transform((c) => ({ ...c, value: c.kind === "free_delivery" ? 0 : c.value }));

export type CouponInput = z.output<typeof couponInput>;
export type CouponFormInput = z.input<typeof couponInput>;

export const couponActiveInput = z.object({ active: z.boolean({ error: "Indique si el cupón está activo." }) });

/** What the cart sends to POST /api/cart/code. */
export const couponCheckInput = z.object({
  code: z.string({ error: "Escriba el cupón." }).trim().min(1, { error: "Escriba el cupón." }).max(30, {
    error: "El cupón no existe.",
  }),
  items: z
    .array(
      z.object({
        productId: z.number().int().positive(),
        variantId: z.number().int().positive(),
        quantity: z.number().int().min(1).max(999),
      }),
      { error: "Carrito no válido." },
    )
    .min(1, { error: "El carrito está vacío." })
    .max(100, { error: "Carrito no válido." }),
  email: z.email().optional(),
});

export const couponParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, { error: "Cupón no válido." })
    .transform(Number),
});
