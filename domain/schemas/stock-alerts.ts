import * as z from "zod";
import { BAD_CONSENT, STOCK_ALERT_CONSENTS } from "../consents.ts";
import { shopperEmail } from "./shopper-email.ts";

// 'Avisarme cuando haya stock' (issue 25, decision 025): the small form beside a size marked 'Agotado'.

const BAD_LINK = "El enlace no es válido.";
const BAD_PRODUCT = "El producto no es válido.";

/** How long the link of a confirmation mail works. */
export const STOCK_ALERT_CONFIRMATION_DAYS = 7;

/** The privacy line under the form. */
export const STOCK_ALERT_PRIVACY = "Usaremos su correo solo para avisarle.";

const id = z.number({ error: BAD_PRODUCT }).int({ error: BAD_PRODUCT }).positive({ error: BAD_PRODUCT });

/** The form as the shopper fills it. */
export const stockAlertForm = z.object({
  email: shopperEmail({ required: true }),
});

/** POST /api/stock-alerts: a size (variantId) of a product, or the whole product (variantId null). */
export const stockAlertRequest = z.object({
  email: stockAlertForm.shape.email.transform((email) => email.toLowerCase()),
  productId: id,
  variantId: id.nullable(),
  /** Which wording the form showed (domain/consents.ts); without it, the product page's. */
  consent: z.enum(STOCK_ALERT_CONSENTS, { error: BAD_CONSENT }).optional(),
});

export type StockAlertRequest = z.output<typeof stockAlertRequest>;

/** POST /api/stock-alerts/confirm. */
export const stockAlertConfirmRequest = z.object({
  token: z.string({ error: BAD_LINK }).regex(/^[A-Za-z0-9_-]{32,128}$/, { error: BAD_LINK }),
});

/** The answer of POST /api/stock-alerts/confirm: what the shopper will be told about. */
export interface StockAlertConfirmed {
  confirmed: true;
  alreadyConfirmed: boolean;
  /** 'Aceite de argán 30 cc' */
  item: string;
  productSlug: string;
}

/** 'Aceite de argán 30 cc', or the product's name alone for a request about the whole product. */
export function stockAlertItem(name: string, size: number | null, unit: string): string {
  return size === null ? name : `${name} ${size} ${unit}`;
}
