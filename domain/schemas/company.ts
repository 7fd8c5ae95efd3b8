import * as z from "zod";
import { isValidRut, normalizeRut } from "../rut.ts";
import { REQUIRED, requiredLine, requiredText } from "./fields.ts";
import { shopperEmail } from "./shopper-email.ts";

// Business accounts (issue 44 part 1, decision 036 "## Business accounts"): a signed-in customer's 'Cuenta empresa'
// request, and the owner's answers in 'Empresas'. The same schemas check the forms and the Worker's input.

export const ACTIVITIES = ["cosmetica", "farmaceutica", "veterinaria", "alimenticia", "otra"] as const;
export type Activity = (typeof ACTIVITIES)[number];

/** The activity as people read it. */
export const ACTIVITY_LABELS: Record<Activity, string> = {
  cosmetica: "Cosmética",
  farmaceutica: "Farmacéutica",
  veterinaria: "Veterinaria",
  alimenticia: "Alimenticia",
  otra: "Otra",
};

/** The RUT as the checkout checks it (domain/rut.ts: 12 digits and DGI's check digit), stored as bare digits. */
const rutField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .refine(isValidRut, { error: "RUT no válido: revise sus 12 dígitos." })
  .transform(normalizeRut);

/** POST /api/account/business-request: the company asking for a business account. */
export const businessRequestInput = z.object({
  rut: rutField,
  legalName: requiredLine(150),
  fiscalAddress: requiredLine(200),
  activity: z.enum(ACTIVITIES, { error: "Elija la actividad de la empresa." }),
  comment: z
    .string()
    .trim()
    .max(1000, { error: "Máximo 1000 caracteres." })
    .optional()
    .transform((v) => v ?? ""),
});
export type BusinessRequestInput = z.input<typeof businessRequestInput>;

const idOf = (what: string) =>
  z.coerce
    .number({ error: `${what} no válida.` })
    .int({ error: `${what} no válida.` })
    .positive({
      error: `${what} no válida.`,
    });

export const businessRequestParam = z.object({ id: idOf("Solicitud") });
export const companyParam = z.object({ id: idOf("Empresa") });

const priceListId = z.coerce
  .number({ error: "Elija una lista de precios." })
  .int({ error: "Elija una lista de precios." })
  .positive({ error: "Elija una lista de precios." });

/** Approving a request: the price list the company buys with. */
export const approveRequestInput = z.object({ priceListId });
/** Declining a request: the reason, shown to the customer. */
export const declineRequestInput = z.object({ reason: requiredText(500, "Escriba el motivo: el cliente lo verá.") });
/** Changing a company's price list. */
export const companyListInput = z.object({ priceListId });
/** A buyer the owner adds to a company (its staff): stored in lower case. */
export const companyBuyerInput = z.object({
  email: shopperEmail({ required: true }).transform((email) => email.toLowerCase()),
});
export const companyBuyerParam = z.object({
  id: idOf("Empresa"),
  email: z
    .string()
    .trim()
    .min(3)
    .max(254)
    .transform((email) => email.toLowerCase()),
});
