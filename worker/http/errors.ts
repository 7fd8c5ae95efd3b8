import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ConnectionLostError } from "../db/database.ts";

/** An error meant for the API caller: a status, a stable machine code and a Spanish message. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (message = "No encontrado.") => new ApiError(404, "not_found", message);
export const badRequest = (message: string, details?: unknown) => new ApiError(400, "invalid_input", message, details);

export function errorBody(code: string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** Hono onError: ApiErrors become their JSON; anything else is logged and hidden behind a 500. */
export function handleError(error: Error, c: Context) {
  if (error instanceof ApiError) {
    return c.json(errorBody(error.code, error.message, error.details), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own refusals, e.g. a body that is not valid JSON.
    const message = error.status === 400 ? "El cuerpo de la solicitud no es válido." : error.message;
    return c.json(errorBody("invalid_input", message), error.status);
  }
  if (error instanceof ConnectionLostError) {
    // Nothing of the request's unit of work was committed (unless the loss hit its COMMIT): the same
    // request again is safe, and for an order the idempotency key returns the order if it did commit.
    console.error("Database connection lost", c.req.method, c.req.path, error.message);
    c.header("Retry-After", "1");
    return c.json(errorBody("connection_lost", "No pudimos completar la operación. Inténtelo de nuevo."), 503);
  }
  console.error("Unhandled error", c.req.method, c.req.path, error);
  return c.json(errorBody("internal_error", "Ha ocurrido un error, inténtelo más tarde."), 500);
}
