import * as z from "zod";
import { CARRIER_IDS, CARRIER_MODES, INTERIOR_DEPARTMENTS, TRACKING_PLACEHOLDER } from "../shipping.ts";
import { hasControlCharacters } from "../text.ts";
import { SINGLE_LINE } from "./fields.ts";

// Ajustes > Envíos (issue 45 part 2, domain/shipping.ts): checked by the settings form and again by
// PUT /api/admin/shipping; shop_settings.shipping's check in the database is the last line.

const pesos = (what: string) =>
  z
    .number({ error: `Escriba ${what} en pesos, en números.` })
    .int({ error: `Escriba ${what} en pesos enteros, sin decimales.` })
    .min(0, { error: `${what[0]!.toUpperCase()}${what.slice(1)} no puede ser negativo.` })
    .max(100_000, { error: `${what[0]!.toUpperCase()}${what.slice(1)} no puede ser mayor que $ 100.000.` });

const TRACKING_MESSAGE = `El enlace de seguimiento debe empezar con https:// y tener una sola vez ${TRACKING_PLACEHOLDER} donde va el número.`;

export const carrierSchema = z
  .object({
    id: z.enum(CARRIER_IDS, { error: "Elija una empresa de envío de la lista." }),
    name: z
      .string({ error: "Escriba el nombre de la empresa." })
      .trim()
      .max(60, { error: "Máximo 60 caracteres." })
      .refine((v) => !hasControlCharacters(v), { error: SINGLE_LINE })
      .default(""),
    modes: z.enum(CARRIER_MODES, { error: "Elija si entrega en agencia, a domicilio o ambas." }),
    trackingPattern: z
      .string({ error: TRACKING_MESSAGE })
      .trim()
      .max(300, { error: "Máximo 300 caracteres." })
      .refine(
        (v) =>
          v === "" ||
          (/^https:\/\/[^\s"'<>]+$/.test(v) &&
            v.split(TRACKING_PLACEHOLDER).length === 2 &&
            URL.canParse(v.replace(TRACKING_PLACEHOLDER, "1"))),
        { error: TRACKING_MESSAGE },
      )
      .default(""),
  })
  .superRefine((carrier, ctx) => {
    if (carrier.id === "otra" && !carrier.name) {
      ctx.addIssue({ code: "custom", path: ["name"], message: "Escriba el nombre de la empresa de envío." });
    }
  })
  .transform((carrier) => ({ ...carrier, name: carrier.id === "otra" ? carrier.name : "" }));

const rowSchema = z.object({
  department: z.enum(INTERIOR_DEPARTMENTS as [string, ...string[]], { error: "Departamento no válido." }),
  prices: z.array(pesos("el costo"), { error: "Indique los costos por peso." }),
  fallback: pesos("el costo por defecto"),
  served: z.boolean({ error: "Indique si envía a este departamento." }).default(true),
});

export const shippingTableSchema = z
  .object({
    bands: z
      .array(
        z
          .number({ error: "Escriba el peso en gramos, en números." })
          .int({ error: "Escriba el peso en gramos enteros." })
          .min(1, { error: "El peso de una franja debe ser mayor que 0 g." })
          .max(1_000_000, { error: "El peso de una franja no puede pasar de 1.000.000 g." }),
        { error: "Indique las franjas de peso." },
      )
      .min(1, { error: "Indique al menos una franja de peso." })
      .max(8, { error: "Hasta 8 franjas de peso." }),
    rows: z.array(rowSchema, { error: "Indique los costos por departamento." }),
  })
  .superRefine((table, ctx) => {
    table.bands.forEach((grams, i) => {
      if (i > 0 && grams <= table.bands[i - 1]!) {
        ctx.addIssue({ code: "custom", path: ["bands", i], message: "Cada franja debe pesar más que la anterior." });
      }
    });
    const named = table.rows.map((r) => r.department);
    if (named.length !== INTERIOR_DEPARTMENTS.length || INTERIOR_DEPARTMENTS.some((d) => !named.includes(d))) {
      ctx.addIssue({ code: "custom", path: ["rows"], message: "Indique una fila por cada departamento del interior." });
    }
    table.rows.forEach((row, r) => {
      if (row.prices.length !== table.bands.length) {
        ctx.addIssue({ code: "custom", path: ["rows", r, "prices"], message: "Indique un costo por franja de peso." });
        return;
      }
      // A heavier parcel never costs less: each band's price, and the default after the last, never go down.
      const all = [...row.prices, row.fallback];
      all.forEach((price, i) => {
        if (i > 0 && price < all[i - 1]!) {
          const path = i === row.prices.length ? ["rows", r, "fallback"] : ["rows", r, "prices", i];
          ctx.addIssue({
            code: "custom",
            path,
            message: `${row.department}: un paquete más pesado no puede costar menos que uno más liviano.`,
          });
        }
      });
    });
  });

export const shippingSettingsSchema = z
  .object({
    carriers: z
      .array(carrierSchema, { error: "Indique las empresas de envío." })
      .max(10, { error: "Hasta 10 empresas de envío." }),
    cost: z.enum(["receiver", "table"], { error: "Elija quién paga el envío al interior." }),
    table: shippingTableSchema,
  })
  .superRefine((settings, ctx) => {
    const seen = new Set<string>();
    settings.carriers.forEach((carrier, i) => {
      if (seen.has(carrier.id)) {
        ctx.addIssue({ code: "custom", path: ["carriers", i, "id"], message: "Esta empresa ya está en la lista." });
      }
      seen.add(carrier.id);
    });
  });

export type ShippingSettingsInput = z.input<typeof shippingSettingsSchema>;
