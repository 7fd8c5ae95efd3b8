import { randomBytes } from "node:crypto";
import type { Context } from "hono";

/**
 * GoTrue's errors (internal/api/errors.go): `{code, message}` when the request's X-Supabase-Api-Version
 * is 2024-01-01 or later (supabase-js always sends it; the answer echoes it), else the initial shape
 * `{code: <status>, error_code, msg}`; both with the x-sb-error-code header.
 */

/** GoTrue's HTTPError, rendered by goTrueError. */
export class GoTrueError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function goTrueError(c: Context, error: GoTrueError): Response {
  const version = c.req.header("x-supabase-api-version") ?? "";
  const modern = /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= "2024-01-01";
  const headers: Record<string, string> = { "x-sb-error-code": error.code };
  if (modern) headers["X-Supabase-Api-Version"] = "2024-01-01";
  const body = modern
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  return c.json(body, error.status as 400, headers);
}

/** The JSON body, or GoTrue's bad_json error. */
export async function jsonParams<T extends object>(c: Context): Promise<Partial<T>> {
  const text = await c.req.text();
  try {
    const value = JSON.parse(text || "{}");
    return value && typeof value === "object" ? value : {};
  } catch (error) {
    throw new GoTrueError(400, "bad_json", `Could not parse request body as JSON: ${(error as Error).message}`);
  }
}

/** GoTrue's generated password for an admin-created user without one. */
export const randomPassword = (): string => randomBytes(48).toString("base64url");
