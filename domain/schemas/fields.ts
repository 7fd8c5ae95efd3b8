import * as z from "zod";
import { hasControlCharacters } from "../text.ts";

// Small building blocks shared by the API input schemas.

// No code generation: zod would otherwise probe `new Function` when the first object schema is built, which
// the shop's Content-Security-Policy (no 'unsafe-eval') reports as a violation in the browser. The schemas
// the browser loads (checkout) import this module, so this runs before they build one.
z.config({ jitless: true });

export const REQUIRED = "Este campo es obligatorio.";
export const INVALID_EMAIL = "Correo electrónico no válido.";
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Query strings and HTML forms send "" for "nothing"; treat it as missing. */
export function blankAsMissing(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "" ? undefined : value;
}

/** A list's `?page=`: 1 when missing, a whole number from 1 to `max` (the back office's lists). */
export function pageNumber(max: number) {
  const error = "Página no válida.";
  return z.preprocess(
    blankAsMissing,
    z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error }).default(1),
  );
}

export const SINGLE_LINE = "Escriba este dato en una sola línea.";

/** A required, trimmed text field with a length limit (several lines allowed: a message, a note). */
export function requiredText(max: number, message = REQUIRED) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Máximo ${max} caracteres.` });
}

/**
 * A required one-line field (a name): no line breaks or other control characters, which have no place
 * in a name and must never reach a mail header.
 */
export function requiredLine(max: number, message = REQUIRED) {
  return requiredText(max, message).refine((v) => !hasControlCharacters(v), { error: SINGLE_LINE });
}

/** An optional one-line field (an address line). */
export function optionalLine(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres.` })
    .refine((v) => !hasControlCharacters(v), { error: SINGLE_LINE })
    .optional();
}

/** A required e-mail address, trimmed; "" gives the required message, not the format one. */
export function emailField(requiredMessage = REQUIRED, invalidMessage = INVALID_EMAIL) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(254, { error: invalidMessage })
    .pipe(z.email({ error: invalidMessage }));
}
