import type { Context } from "hono";
import { validator } from "hono/validator";
import type * as z from "zod";
import es from "zod/v4/locales/es.js";
import { badRequest } from "./errors.ts";
import { containsNul, invalidCharacters } from "./request-limits.ts";

/**
 * Zod's own messages in Spanish, for the issues a schema does not word itself. The one locale imported on
 * its own: `z.locales.es()` would bring every locale of zod into the Worker (about 200 KiB).
 */
const spanish = es().localeError;

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Hono validator backed by a zod schema (typed `c.req.valid(target)`, and `hc` infers it). A failure is a
 * 400 {error:{code:'invalid_input', message, details}} whose message is the first issue's Spanish text.
 *
 * Before the schema sees it, the input must be what every endpoint expects: a JSON body is an object sent as
 * JSON (not `null`, an array or a number, and not a form), and no string in the input, at any depth, holds a
 * NUL character (PostgreSQL refuses those).
 *
 * `plain`, when given, reads the common well-formed input without the schema (the shop list's query, issue 39): it
 * must answer exactly what the schema would, or `undefined` to leave the input to the schema.
 */
export function zv<T extends "query" | "json" | "param", S extends z.ZodType>(
  target: T,
  schema: S,
  plain?: (value: Record<string, unknown>) => z.infer<S> | undefined,
) {
  return validator(target, (value: unknown, c: Context): z.infer<S> => {
    if (target === "json") {
      const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim();
      if (!JSON_MEDIA_TYPE.test(mediaType)) {
        throw badRequest("Envíe los datos en formato JSON (Content-Type: application/json).");
      }
      if (value === null || typeof value !== "object" || Array.isArray(value)) {
        throw badRequest("El cuerpo de la solicitud debe ser un objeto JSON.");
      }
    }
    if (containsNul(value)) throw invalidCharacters();
    const read = plain?.(value as Record<string, unknown>);
    if (read !== undefined) return read;
    const result = schema.safeParse(value, { error: spanish });
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      throw badRequest(issues[0]?.message ?? "Datos no válidos.", issues);
    }
    return result.data;
  });
}
