import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AuthUser } from "../adapters/auth/port.ts";
import type { AppEnv } from "../env.ts";
import { ApiError } from "./errors.ts";

/** A shopper's token: app_metadata.role 'customer' (set only by the Worker with the service role). */
export function isCustomer(user: AuthUser): boolean {
  return (user.claims.app_metadata as Record<string, unknown> | undefined)?.role === "customer";
}

/** The Bearer token of the request, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec((header ?? "").trim());
  return match ? match[1]! : null;
}

/**
 * /api/account/* (issue 43), like requireAdmin: a valid access token (Authorization: Bearer) of a customer account
 * whose session is still signed in. Then the request runs as role `authenticated` with the token's claims, so RLS
 * decides what it reads. No token or an invalid one: 401; a valid token that is not a customer's (an admin): 403.
 */
export const requireCustomer = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header("authorization"));
  if (!token) throw new ApiError(401, "unauthorized", "Ingrese a su cuenta para continuar.");
  const user = await c.var.deps.auth.verify(token);
  if (!user) throw new ApiError(401, "unauthorized", "Su sesión venció. Ingrese nuevamente.");
  if (!isCustomer(user) || !user.email) {
    throw new ApiError(403, "forbidden", "Esta cuenta no es una cuenta de cliente.");
  }
  if (!(await c.var.deps.sessionActive(token, user))) {
    throw new ApiError(401, "unauthorized", "Su sesión terminó. Ingrese nuevamente.");
  }
  c.set("caller", { role: "authenticated", claims: user.claims });
  c.set("customer", user);
  c.header("Cache-Control", "no-store");
  await next();
});

/**
 * POST /api/orders: the signed-in shopper the order belongs to, from the request's own token (never from the body).
 * No token: a guest (null). A token that does not verify, or whose session ended: 401, so the order is not placed
 * as a guest's by mistake. A valid token of an account that is not a customer's (an admin): a guest's order.
 */
export async function orderingCustomer(c: Context<AppEnv>): Promise<AuthUser | null> {
  const token = bearerToken(c.req.header("authorization"));
  if (!token) return null;
  const user = await c.var.deps.auth.verify(token);
  if (!user || !(await c.var.deps.sessionActive(token, user))) {
    throw new ApiError(401, "unauthorized", "Su sesión venció. Ingrese de nuevo a «Mi cuenta» o compre sin cuenta.");
  }
  return isCustomer(user) ? user : null;
}
