import type { Context, MiddlewareHandler } from "hono";

/**
 * What Supabase's API gateway does in front of Auth and Storage, for the stand-ins:
 *
 * - CORS as Kong's cors plugin answers it (origins unset): preflights end at the gateway with 200,
 *   `Access-Control-Allow-Origin: *`, the requested headers echoed, its default method list; other answers
 *   get `Access-Control-Allow-Origin: *` when the request has an Origin.
 * - The project API key: `apikey` header (or `?apikey=`). Missing → 401 "No API key found in request";
 *   not one of the project's keys → 401 "Invalid API key". New-format keys (docs/guides/api/api-keys):
 *   a secret key sent from a browser (matched on the User-Agent) → 401; a publishable or secret key in
 *   `Authorization: Bearer …` only when it equals the apikey header (what supabase-js sends without a
 *   session), and then the service behind sees the key's role (`anon` / `service_role`), as it would
 *   through the short-lived JWT the gateway puts there. Any other bearer value goes through untouched:
 *   the service verifies it as a user JWT.
 */

export interface ProjectKeys {
  /** `sb_publishable_…`: the `anon` role. */
  publishable: string;
  /** `sb_secret_…`: the `service_role` role. */
  secret: string;
}

export type KeyRole = "anon" | "service_role";

/** Who is calling, once past the gateway. */
export type Caller =
  /** No user token: the role of the API key. */
  | { kind: "key"; role: KeyRole }
  /** A bearer token that is not an API key, for the service to verify. */
  | { kind: "jwt"; token: string; keyRole: KeyRole };

/** Kong's cors plugin default methods. */
const CORS_METHODS = "GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS,TRACE,CONNECT";

/**
 * CORS like the gateway: preflights answered here (before any key check, as browsers send no apikey on
 * them), the other answers marked for any origin. `exposeHeaders` is what the service behind exposes.
 */
export function gatewayCors(exposeHeaders: string[] = []): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (c.req.method === "OPTIONS" && origin && c.req.header("access-control-request-method")) {
      const headers: Record<string, string> = {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Methods": CORS_METHODS,
      };
      const requested = c.req.header("access-control-request-headers");
      if (requested) headers["Access-Control-Allow-Headers"] = requested;
      return c.body(null, 200, headers);
    }
    await next();
    if (origin) {
      c.res.headers.set("Access-Control-Allow-Origin", "*");
      if (exposeHeaders.length) c.res.headers.set("Access-Control-Expose-Headers", exposeHeaders.join(", "));
    }
  };
}

/** A request that looks like it comes from a browser (what the gateway matches to refuse secret keys). */
function fromBrowser(userAgent: string | undefined): boolean {
  return !!userAgent && /^Mozilla\/\d/.test(userAgent);
}

/** The caller of a request, or the gateway's own 401 answer. */
export function resolveCaller(request: Request, keys: ProjectKeys): Caller | Response {
  const url = new URL(request.url);
  const apikey = request.headers.get("apikey") ?? url.searchParams.get("apikey");
  if (!apikey) {
    return gatewayError(401, {
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    });
  }
  const role = keyRole(apikey, keys);
  if (!role) return invalidKey();
  if (role === "service_role" && fromBrowser(request.headers.get("user-agent") ?? undefined)) {
    return gatewayError(401, { message: "Forbidden use of secret API key in browser" });
  }
  const authorization = request.headers.get("authorization");
  if (!authorization) return { kind: "key", role };
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  const bearer = match?.[1];
  if (bearer === apikey) return { kind: "key", role };
  // An API key that is not the apikey header's: the gateway refuses it.
  if (bearer?.startsWith("sb_")) return invalidKey();
  // Not a bearer token at all ("" here): passed on, and the service refuses it.
  return { kind: "jwt", token: bearer ?? "", keyRole: role };
}

function keyRole(key: string, keys: ProjectKeys): KeyRole | null {
  if (key === keys.secret) return "service_role";
  if (key === keys.publishable) return "anon";
  return null;
}

function invalidKey(): Response {
  return gatewayError(401, {
    message: "Invalid API key",
    hint: "Double check your Supabase `anon` or `service_role` API key.",
  });
}

function gatewayError(status: number, body: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}

/** Hono variables of the apps behind the gateway. */
export type GatewayEnv = { Variables: { caller: Caller } };

/**
 * Middleware: resolves the caller (or answers the gateway's 401) and keeps it in `c.var.caller`.
 * Requests `open` says so of (GoTrue's JWKS) skip the key check, as on Supabase.
 */
export function gatewayAuth(
  keys: ProjectKeys,
  open: (c: Context<GatewayEnv>) => boolean = () => false,
): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    if (open(c)) return next();
    const caller = resolveCaller(c.req.raw, keys);
    if (caller instanceof Response) return caller;
    c.set("caller", caller);
    await next();
  };
}

/** Kong's answer when no route matches the path. */
export function noRoute(): Response {
  return gatewayError(404, { message: "no Route matched with those values" });
}
