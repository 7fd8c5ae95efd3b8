import { type Context, Hono } from "hono";
import { adminRoutes } from "./gotrue-admin.ts";
import { GoTrueError, goTrueError, jsonParams } from "./gotrue-http.ts";
import { otpRoutes } from "./gotrue-otp.ts";
import { verifyPassword } from "./gotrue-passwords.ts";
import {
  type AccessTokenClaims,
  createSigningKey,
  SessionBook,
  type SigningKey,
  signAccessToken,
  userJson,
  verifyAccessToken,
} from "./gotrue-tokens.ts";
import type { AuthUserRow, UserStore } from "./gotrue-users.ts";
import { type GatewayEnv, gatewayAuth, gatewayCors, type ProjectKeys } from "./supabase-gateway.ts";

/**
 * Supabase Auth (GoTrue) under /auth/v1, as supabase-js and the Worker use it, after the source of
 * github.com/supabase/auth (internal/api): token (password, refresh_token), otp and verify (gotrue-otp.ts), user,
 * logout, the JWKS and the admin users API (gotrue-admin.ts). Errors in GoTrue's two shapes: `{code, message}` when the
 * request says X-Supabase-Api-Version ≥ 2024-01-01 (supabase-js always does; the header is echoed), else
 * `{code: <status>, error_code, msg}`; both with the x-sb-error-code header.
 */

export interface GoTrueOptions {
  /** The project URL: tokens are issued by `${supabaseUrl}/auth/v1`. */
  supabaseUrl: string;
  keys: ProjectKeys;
  users: UserStore;
  /** Made at start when not given. */
  signingKey?: SigningKey;
  now?: () => Date;
  /** GoTrue's JWT_EXP: 3600. */
  accessTokenSeconds?: number;
}

export interface GoTrue {
  app: Hono<GatewayEnv>;
  issuer: string;
  signingKey: SigningKey;
  sessions: SessionBook;
  /** Signature and expiry of an access token (what Storage checks), or why not. */
  verify(token: string): Promise<{ claims: AccessTokenClaims } | { error: string }>;
}

export const AUDIENCE = "authenticated";
const ADMIN_ROLES = new Set(["service_role", "supabase_admin"]);

export async function createGoTrue(options: GoTrueOptions): Promise<GoTrue> {
  const { users, keys } = options;
  const now = options.now ?? (() => new Date());
  const lifetime = options.accessTokenSeconds ?? 3600;
  const issuer = `${options.supabaseUrl.replace(/\/$/, "")}/auth/v1`;
  const signingKey = options.signingKey ?? (await createSigningKey());
  const sessions = new SessionBook();
  const verify = (token: string) => verifyAccessToken(signingKey, token, now());

  /** GoTrue's requireAuthentication: a user JWT whose user, and session if it names one, exist. */
  async function authenticate(c: Context<GatewayEnv>) {
    const caller = c.var.caller;
    const claims = caller.kind === "jwt" ? await jwtClaims(caller.token) : { sub: "" };
    if (!claims.sub) throw new GoTrueError(403, "bad_jwt", "invalid claim: missing sub claim");
    if (!/^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(claims.sub)) {
      throw new GoTrueError(400, "bad_jwt", "invalid claim: sub claim must be a UUID");
    }
    const user = await users.findById(claims.sub);
    if (!user) throw new GoTrueError(403, "user_not_found", "User from sub claim in JWT does not exist");
    const sessionId = typeof claims.session_id === "string" ? claims.session_id : "";
    const session = sessionId ? sessions.get(sessionId) : null;
    if (sessionId && !session) {
      throw new GoTrueError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
    }
    return { claims: claims as AccessTokenClaims, user, session };
  }

  async function jwtClaims(token: string): Promise<Partial<AccessTokenClaims>> {
    if (!token) throw new GoTrueError(401, "no_authorization", "This endpoint requires a valid Bearer token");
    const verified = await verify(token);
    if ("error" in verified) {
      throw new GoTrueError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${verified.error}`);
    }
    return verified.claims;
  }

  /** GoTrue's requireAdminCredentials: a service_role (or supabase_admin) caller. */
  async function requireAdmin(c: Context<GatewayEnv>) {
    const caller = c.var.caller;
    let role: string | undefined = caller.kind === "key" ? caller.role : undefined;
    if (caller.kind === "jwt") {
      const claims = await jwtClaims(caller.token);
      role = claims.role;
      // A token of a user session counts only while that session exists.
      if (claims.session_id) await authenticate(c);
    }
    if (!role || !ADMIN_ROLES.has(role)) throw new GoTrueError(403, "not_admin", "User not allowed");
  }

  async function tokenResponse(user: AuthUserRow, session: { id: string }, refreshToken: string) {
    const current = sessions.get(session.id)!;
    const { token, expiresAt } = await signAccessToken(signingKey, issuer, user, current, now(), lifetime);
    return {
      access_token: token,
      token_type: "bearer",
      expires_in: expiresAt - Math.floor(now().getTime() / 1000),
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  async function passwordGrant(c: Context<GatewayEnv>) {
    const params = await jsonParams<{ email: string; phone: string; password: string }>(c);
    if (params.email && params.phone) {
      throw new GoTrueError(
        400,
        "validation_failed",
        "Only an email address or phone number should be provided on login.",
      );
    }
    if (params.phone) throw new GoTrueError(422, "phone_provider_disabled", "Phone logins are disabled");
    if (!params.email) throw new GoTrueError(400, "validation_failed", "missing email or phone");
    const found = await users.findByEmail(String(params.email), AUDIENCE);
    const valid = await verifyPassword(String(params.password ?? ""), found?.encrypted_password ?? null);
    if (!found || !valid) throw new GoTrueError(400, "invalid_credentials", "Invalid login credentials");
    if (!found.email_confirmed_at) throw new GoTrueError(400, "email_not_confirmed", "Email not confirmed");
    const at = now();
    const user = (await users.update(found.id, { last_sign_in_at: at }, at)) ?? found;
    const { session, refreshToken } = sessions.start(user.id, "password", at);
    c.header("sb-auth-user-id", user.id);
    c.header("sb-auth-session-id", session.id);
    return c.json(await tokenResponse(user, session, refreshToken));
  }

  async function refreshGrant(c: Context<GatewayEnv>) {
    const params = await jsonParams<{ refresh_token: string }>(c);
    if (!params.refresh_token) {
      return c.json({ error: "invalid_request", error_description: "refresh_token required" }, 400);
    }
    const outcome = sessions.refresh(String(params.refresh_token), now());
    if (!outcome.ok) throw new GoTrueError(400, outcome.code, outcome.message);
    const user = await users.findById(outcome.session.userId);
    if (!user) {
      sessions.end(outcome.session.id);
      throw new GoTrueError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    }
    c.header("sb-auth-user-id", user.id);
    c.header("sb-auth-session-id", outcome.session.id);
    return c.json(await tokenResponse(user, outcome.session, outcome.refreshToken));
  }

  const codes = otpRoutes({ users, sessions, now, audience: AUDIENCE, tokenResponse });
  const app = new Hono<GatewayEnv>()
    .basePath("/auth/v1")
    .use(gatewayCors(["X-Total-Count", "Link", "X-Supabase-Api-Version"]))
    .use(gatewayAuth(keys, (c) => c.req.path === "/auth/v1/.well-known/jwks.json"))
    .get("/.well-known/jwks.json", (c) => {
      c.header("Cache-Control", "public, max-age=600");
      return c.json({ keys: [signingKey.jwk] });
    })
    .get("/health", (c) =>
      c.json({
        version: "stand-in",
        name: "GoTrue",
        description: "GoTrue is a user registration and authentication API",
      }),
    )
    .post("/token", async (c) => {
      const grant = c.req.query("grant_type");
      if (grant === "password") return passwordGrant(c);
      if (grant === "refresh_token") return refreshGrant(c);
      throw new GoTrueError(400, "invalid_credentials", "unsupported_grant_type");
    })
    // Shoppers' e-mail codes (issue 43): gotrue-otp.ts.
    .post("/otp", codes.otp)
    .post("/verify", codes.verify)
    .get("/stand-in/mail", codes.mailTo)
    .get("/user", async (c) => {
      const { claims, user } = await authenticate(c);
      const aud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
      if (aud !== AUDIENCE) {
        throw new GoTrueError(400, "validation_failed", "Token audience doesn't match request audience");
      }
      return c.json(userJson(user));
    })
    .post("/logout", async (c) => {
      const scope = c.req.query("scope") ?? "";
      if (!["", "global", "local", "others"].includes(scope)) {
        throw new GoTrueError(400, "validation_failed", `Unsupported logout scope "${scope}"`);
      }
      const { user, session } = await authenticate(c);
      if (session && scope === "local") sessions.end(session.id);
      else if (session && scope === "others") sessions.endAllOf(user.id, session.id);
      else sessions.endAllOf(user.id);
      return c.body(null, 204);
    })
    .route("/admin", adminRoutes({ users, sessions, now, requireAdmin, audience: AUDIENCE }))
    // chi's default answer for a path GoTrue has no route for.
    .notFound((c) => c.text("404 page not found\n", 404))
    .onError((error, c) => {
      if (error instanceof GoTrueError) return goTrueError(c, error);
      console.error("[gotrue stand-in]", error);
      return goTrueError(c, new GoTrueError(500, "unexpected_failure", "Internal Server Error"));
    });

  return { app, issuer, signingKey, sessions, verify };
}
