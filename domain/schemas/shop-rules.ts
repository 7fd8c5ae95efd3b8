import * as z from "zod";
import { formatDate, parseDisplayDate } from "../dates.ts";
import type { ShopRules } from "../shop-rules.ts";
import { requiredLine } from "./fields.ts";

// The shop's rules as the owner writes them in Ajustes (issue 24; domain/shop-rules.ts). Checked by the browser's
// form and again by PUT /api/admin/settings; the database's check (shop_settings.rules) is the last line.

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `Escriba ${what} en números.` })
    .int({ error: `Escriba ${what} sin decimales.` })
    .min(min, { error: `${capitalize(what)} no puede ser menor que ${min}.` })
    .max(max, { error: `${capitalize(what)} no puede ser mayor que ${max}.` });

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const BAD_DATE = "Escriba la fecha como dd/mm/aaaa, por ejemplo 25/12/2026.";

export const nonWorkingDaySchema = z.object({
  // The owner types dd/mm/aaaa (issue 23); the API also takes 'YYYY-MM-DD'. Stored as 'YYYY-MM-DD'.
  date: z
    .string({ error: BAD_DATE })
    .trim()
    .transform((value, ctx) => {
      const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : parseDisplayDate(value);
      if (iso && parseDisplayDate(formatDate(iso)) === iso) return iso;
      ctx.addIssue({ code: "custom", message: BAD_DATE });
      return z.NEVER;
    }),
  name: requiredLine(80, "Escriba el motivo del cierre (por ejemplo Navidad)."),
});

export const shopRulesSchema = z
  .object({
    montevideoDeliveryFee: wholeNumber("el costo del delivery", 0, 100_000),
    freeDeliveryFrom: wholeNumber("el monto para envío gratis", 0, 10_000_000),
    deliveryMinimum: wholeNumber("la compra mínima para envío", 0, 10_000_000),
    transferDiscountPercent: wholeNumber("el descuento por transferencia", 0, 50),
    cutoffHour: wholeNumber("la hora de corte", 0, 23),
    leadTimes: z.object({
      pickup: wholeNumber("el plazo de retiro", 0, 30),
      montevideo: wholeNumber("el plazo de entrega en Montevideo", 0, 30),
      interior: wholeNumber("el plazo de entrega al interior", 0, 30),
    }),
    storeHours: requiredLine(120, "Escriba el horario del local."),
    nonWorkingDays: z.array(nonWorkingDaySchema, { error: "Indique los días no laborables." }).max(200, {
      error: "Hasta 200 días no laborables.",
    }),
  })
  .superRefine((rules, ctx) => {
    if (rules.freeDeliveryFrom < rules.deliveryMinimum) {
      ctx.addIssue({
        code: "custom",
        path: ["freeDeliveryFrom"],
        message: "El envío gratis no puede empezar por debajo de la compra mínima para envío.",
      });
    }
    const seen = new Set<string>();
    rules.nonWorkingDays.forEach((day, index) => {
      if (seen.has(day.date)) {
        ctx.addIssue({
          code: "custom",
          path: ["nonWorkingDays", index, "date"],
          message: `La fecha ${formatDate(day.date)} está repetida.`,
        });
      }
      seen.add(day.date);
    });
  })
  // Stored and shown sorted by date.
  .transform((rules) => ({
    ...rules,
    nonWorkingDays: [...rules.nonWorkingDays].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  }));

export type ShopRulesInput = z.input<typeof shopRulesSchema>;

// What the schema lets through is a ShopRules (checked here, at compile time).
export const asShopRules = (rules: z.output<typeof shopRulesSchema>): ShopRules => rules;
