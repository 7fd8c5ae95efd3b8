import * as z from "zod";
import type { InvoiceSettings } from "../api/invoices.ts";
import { DEPARTMENT_NAMES } from "../departments.ts";
import { isValidRut, normalizeRut } from "../rut.ts";
import { hasControlCharacters } from "../text.ts";
import { SINGLE_LINE } from "./fields.ts";

// Ajustes > Facturación (issue 26; decision 027): who issues the shop's CFEs, as registered with DGI, and from
// which amount an e-Ticket names its buyer. The back office's form and PUT /api/admin/invoice-settings share it.

/** The most an e-Ticket threshold may be, in pesos (DGI's 5.000 UI is about 32.000 in 2026). */
export const MAX_IDENTIFY_BUYER_FROM = 10_000_000;

const line = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `Máximo ${max} caracteres.` })
    .refine((v) => !hasControlCharacters(v), { error: SINGLE_LINE });

const AMOUNT = "Escriba un monto en pesos: un número entero mayor que 0.";

/** The issuer's data (the RUT kept as its 12 digits, whatever separators were typed) and the e-Ticket threshold. */
export const invoiceSettingsForm = z.object({
  issuerRut: z
    .string({ error: "Escriba el RUT de la empresa." })
    .trim()
    .min(1, { error: "Escriba el RUT de la empresa." })
    .max(20, { error: "El RUT tiene 12 dígitos." })
    .transform(normalizeRut)
    .refine(isValidRut, { error: "El RUT no es válido: revise sus 12 dígitos." }),
  legalName: line(150, "Escriba la razón social."),
  address: line(200, "Escriba el domicilio fiscal."),
  city: line(100, "Escriba la ciudad."),
  department: z
    .string({ error: "Elija el departamento." })
    .refine((v) => (DEPARTMENT_NAMES as readonly string[]).includes(v), { error: "Elija el departamento." }),
  identifyBuyerFrom: z
    .number({ error: AMOUNT })
    .int({ error: AMOUNT })
    .min(1, { error: AMOUNT })
    .max(MAX_IDENTIFY_BUYER_FROM, { error: AMOUNT }),
}) satisfies z.ZodType<InvoiceSettings, unknown>;

export type InvoiceSettingsInput = z.input<typeof invoiceSettingsForm>;
