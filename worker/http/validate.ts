import { validator } from "hono/validator";
import type { z } from "zod";
import { badRequest } from "./errors.ts";

/**
 * Hono validator backed by a zod schema (typed `c.req.valid(target)`, and `hc` infers it). A failure is a
 * 400 {error:{code:'invalid_input', message, details}} whose message is the first issue's Spanish text.
 */
export function zv<T extends "query" | "json" | "param", S extends z.ZodType>(target: T, schema: S) {
  return validator(target, (value): z.infer<S> => {
    const result = schema.safeParse(value);
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      throw badRequest(issues[0]?.message ?? "Datos no válidos.", issues);
    }
    return result.data;
  });
}
