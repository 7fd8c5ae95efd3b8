import * as z from "zod";
import { hasControlCharacters } from "../text.ts";
import { emailField, SINGLE_LINE } from "./fields.ts";
import { reminderSettingsSchema } from "./kept-carts.ts";
import { shopRulesSchema } from "./shop-rules.ts";

const line = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `Máximo ${max} caracteres.` })
    .refine((v) => !hasControlCharacters(v), { error: SINGLE_LINE });

export { accountLabel, CURRENCIES } from "../bank-accounts.ts";

/** A bank account customers transfer to (SPEC section 1). */
export const bankAccountSchema = z.object({
  bank: line(60, "Escriba el banco."),
  accountType: line(60, "Escriba el tipo de cuenta."),
  currency: z.enum(["UYU", "USD"], { error: "Elija la moneda." }),
  number: line(40, "Escriba el número de cuenta.").refine((v) => /^[0-9A-Za-z .\-/]+$/.test(v), {
    error: "El número de cuenta admite números, letras, espacios, puntos, guiones y barras.",
  }),
  holder: line(120, "Escriba el titular."),
});

const httpsUrl = (required: string, host: RegExp, hostMessage: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(300, { error: "Máximo 300 caracteres." })
    .refine((v) => /^https:\/\/[^\s"'<>]+$/.test(v), { error: "El enlace debe empezar con https://" })
    .refine(
      (v) => {
        try {
          return host.test(new URL(v).hostname);
        } catch {
          return false;
        }
      },
      { error: hostMessage },
    );

/** Digits, spaces and + ( ) - only, with at least 6 digits: '(+598) 2200 1995'. */
const PHONE = /^(?=(?:\D*\d){6})[0-9 +()-]+$/;
const PHONE_MESSAGE = "El teléfono admite números, espacios, + ( ) y guiones, con al menos 6 números.";
const phone = (required: string) => line(30, required).refine((v) => PHONE.test(v), { error: PHONE_MESSAGE });

/**
 * The shop's contact, shown to customers on every page, at checkout, on the order page and in every mail (Ajustes >
 * Tienda; issue 40, session 21: Decreto 167/021 asks for it before a purchase). The fax may be left empty.
 */
export const shopContactSchema = z.object(
  {
    address: line(120, "Escriba la dirección del local."),
    phone: phone("Escriba el teléfono."),
    fax: z
      .string({ error: "Escriba el fax o déjelo vacío." })
      .trim()
      .max(30, { error: "Máximo 30 caracteres." })
      .refine((v) => v === "" || PHONE.test(v), {
        error: "El fax admite números, espacios, + ( ) y guiones, con al menos 6 números.",
      }),
    email: emailField(
      "Escriba el correo electrónico.",
      "Escriba un correo electrónico válido, por ejemplo ventas@empresa.com.uy.",
    ),
  },
  { error: "Indique los datos de contacto." },
);

/**
 * What the owner changes without a developer (issue 13): the accounts for transfers, the company video and
 * the social profile; the shop's rules (issue 24: delivery fee, minimum, discount, dates); the shop's contact (issue
 * 40). One row in shop_settings.
 */
export const shopSettingsSchema = z.object({
  bankAccounts: z
    .array(bankAccountSchema, { error: "Indique las cuentas bancarias." })
    .min(1, { error: "Indique al menos una cuenta bancaria." })
    .max(2, { error: "Hasta dos cuentas bancarias." }),
  videoUrl: httpsUrl(
    "Escriba el enlace del video.",
    /^(www\.|m\.)?(youtube\.com|youtu\.be)$/,
    "El video debe ser un enlace de YouTube.",
  ),
  socialUrl: httpsUrl("Escriba el enlace del perfil.", /^(www\.)?instagram\.com$/, "El perfil debe ser de Instagram."),
  socialHandle: line(60, "Escriba el nombre del perfil.").refine((v) => /^@[A-Za-z0-9._]+$/.test(v), {
    error: "El nombre del perfil empieza con @ (por ejemplo @quimicaoriental).",
  }),
  contact: shopContactSchema,
  rules: shopRulesSchema,
  /** Ajustes > Recordatorios: the unfinished checkouts' reminders (issue 43). */
  reminders: reminderSettingsSchema,
});

/**
 * One section of Ajustes saved alone (issue 41, item 3): any of the settings' parts, each checked as in the whole
 * (the rules go whole: 'Reglas y envíos' and 'Días no laborables' both send them); the others stay as they are.
 */
export const shopSettingsPatchSchema = shopSettingsSchema
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: "Indique qué ajustes guardar.",
  });

export type BankAccount = z.output<typeof bankAccountSchema>;
export type ShopSettings = z.output<typeof shopSettingsSchema>;
export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;
export type ShopSettingsPatch = z.output<typeof shopSettingsPatchSchema>;
