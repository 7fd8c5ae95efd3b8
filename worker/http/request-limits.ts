import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiError, badRequest } from "./errors.ts";

/**
 * Limits every request meets before any route (and before a database connection is opened):
 * the size of a body, and NUL characters, which PostgreSQL refuses in text (`invalid byte sequence`), so
 * they would otherwise surface as a 500 from whichever query received them.
 */

/** 64 KB: a cart of 100 lines is about 8 KB of JSON; the checkout form adds less than 3 KB. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * Paths whose routes set their own limit: the receipt upload (worker/routes/uploads.ts) and the admin's image
 * upload (worker/routes/admin/images.ts) take images of up to 2 MB; the catalogue import
 * (worker/routes/admin/catalogue.ts) a CSV file of up to 5 MB.
 */
const OWN_LIMIT_PREFIXES = ["/api/uploads/", "/api/admin/images", "/api/admin/catalogue/import/"];
/**
 * The receipt sent later from the order page (worker/routes/orders.ts), with the checkout's limit; a product's FDS or
 * Ficha técnica (worker/routes/admin/product-documents.ts), PDFs of up to 10 MB (issue 42).
 */
const OWN_LIMIT_PATHS = /^\/api\/orders\/[^/]+\/receipt$|^\/api\/admin\/products\/[^/]+\/documents$/;

export const payloadTooLarge = () =>
  new ApiError(413, "payload_too_large", "La solicitud es demasiado grande (máximo 64 KB).");

export const invalidCharacters = () => badRequest("La solicitud contiene caracteres no permitidos.");

const limit = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: () => {
    throw payloadTooLarge();
  },
});

/** Refuses a body over 64 KB with 413 {error:{code:'payload_too_large'}}, except where a route has its own. */
export function jsonBodyLimit(): MiddlewareHandler {
  return (c, next) =>
    OWN_LIMIT_PREFIXES.some((prefix) => c.req.path.startsWith(prefix)) || OWN_LIMIT_PATHS.test(c.req.path)
      ? next()
      : limit(c, next);
}

const ENCODED_NUL = /%00/i;

/**
 * Refuses a NUL in the URL (path or query string, raw or percent-encoded) or in any header value (HTTP
 * parsers refuse those already; this covers other callers) with a 400 invalid_input. JSON bodies are
 * checked by the `zv` validator, which is where they are read.
 */
export function rejectNulInput(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const start = url.indexOf("/", url.indexOf("//") + 2);
    const pathAndQuery = start === -1 ? "" : url.slice(start);
    if (ENCODED_NUL.test(pathAndQuery) || pathAndQuery.includes("\0")) throw invalidCharacters();
    for (const [, value] of c.req.raw.headers) {
      if (value.includes("\0")) throw invalidCharacters();
    }
    await next();
  };
}

/** Whether a NUL character appears in any string (value or key) of parsed JSON, at any depth. */
export function containsNul(value: unknown): boolean {
  // Iterative: a 64 KB body can nest some 30,000 levels, too deep for recursion.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "string") {
      if (item.includes("\0")) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (item !== null && typeof item === "object") {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes("\0")) return true;
        stack.push(element);
      }
    }
  }
  return false;
}
