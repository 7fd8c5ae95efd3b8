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

/** SQLSTATE of the publishing rule (migration 20261203020000): a published product with a pictogram needs an FDS. */
export const FDS_REQUIRED_SQLSTATE = "QO042";

/**
 * The publishing rule's refusal, whichever writer met it (the form, bulk publish, the catalogue import): 409, the
 * product named, and the form's 'Publicado' field to focus.
 */
export function fdsRequired(name: string): ApiError {
  const message = `No se puede publicar «${name}»: tiene pictogramas de peligro y no tiene ficha de datos de seguridad (FDS) vigente. Suba la FDS en «Documentos» o déjelo sin publicar.`;
  return new ApiError(409, "fds_required", message, [{ path: "published", message }]);
}

/** The database's publishing-rule error as the API's, else the error itself. */
export function asApiError(error: unknown): unknown {
  const pg = error as { code?: string; detail?: string } | null;
  return pg?.code === FDS_REQUIRED_SQLSTATE ? fdsRequired(pg.detail || "el producto") : error;
}

/** Hono onError: ApiErrors become their JSON; anything else is logged and hidden behind a 500. */
export function handleError(thrown: Error, c: Context) {
  const error = asApiError(thrown) as Error;
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
