import * as z from "zod";

// A shopper's address typed into one of the small forms (the newsletter, a stock alert, 'Mis datos'): one rule and
// one wording for all of them. SPEC: the footer's newsletter form submits only when the text contains '@'
// (looksLikeEmail, nothing shown otherwise); the API then wants a real address.

export const SHOPPER_EMAIL_INVALID = "Ingrese un correo electrónico válido.";
const SHOPPER_EMAIL_REQUIRED = "Este campo es requerido";

export function looksLikeEmail(text: string): boolean {
  return text.includes("@");
}

/** Trimmed, at most 254 characters, with an '@', a real address; `required`: "" says so rather than "not valid". */
export function shopperEmail({ required = false }: { required?: boolean } = {}) {
  const text = z.string({ error: SHOPPER_EMAIL_INVALID }).trim();
  return (required ? text.min(1, { error: SHOPPER_EMAIL_REQUIRED }) : text)
    .max(254, { error: SHOPPER_EMAIL_INVALID })
    .refine(looksLikeEmail, { error: SHOPPER_EMAIL_INVALID })
    .pipe(z.email({ error: SHOPPER_EMAIL_INVALID }));
}
