import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env.ts";
import { ApiError } from "./errors.ts";

/**
 * Every /api/admin/* call: a valid access token (Authorization: Bearer) of a user whose app_metadata says
 * admin. Then the request runs as role `authenticated` with the token's claims, so RLS decides as well.
 * No token or an invalid one: 401; a valid token of someone who is not an admin: 403. Nothing is read
 * or written before this passes. A token whose session was signed out is refused (401) though it has not
 * expired (adapters/auth/session-check.ts).
 */
/** Whether the token's session was signed in with a password (GoTrue's `amr`: [{method, timestamp}]). */
export function signedInWithPassword(claims: Record<string, unknown>): boolean {
  const amr = claims.amr;
  return Array.isArray(amr) && amr.some((entry) => (entry as { method?: unknown } | null)?.method === "password");
}

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
  if (!match) throw new ApiError(401, "unauthorized", "Inicie sesión para continuar.");
  const user = await c.var.deps.auth.verify(match[1]!);
  if (!user) throw new ApiError(401, "unauthorized", "Su sesión venció. Inicie sesión nuevamente.");
  if (!user.isAdmin) throw new ApiError(403, "forbidden", "Esta cuenta no tiene acceso al panel.");
  // An admin's address can be sent a sign-in code like a customer's (Supabase Auth's e-mail OTP is open to every
  // user): the panel opens only for a session signed in with the password (its `amr` claim, kept across refreshes).
  if (!signedInWithPassword(user.claims)) {
    throw new ApiError(403, "forbidden", "Ingrese al panel con su correo y su contraseña.");
  }
  // A token outlives its sign-out by up to an hour: its session must still be signed in.
  if (!(await c.var.deps.sessionActive(match[1]!, user))) {
    throw new ApiError(401, "unauthorized", "Su sesión terminó. Inicie sesión nuevamente.");
  }
  c.set("caller", { role: "authenticated", claims: user.claims });
  c.set("admin", user);
  c.header("Cache-Control", "no-store");
  await next();
});
