import { type Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { embeddedAuthSettings, usesEmbeddedAuth } from "../adapters/auth/select.ts";
import {
  deleteDeadRefreshTokens,
  findUserByEmail,
  findUserById,
  insertRefreshToken,
  type LocalUser,
  lockRefreshToken,
  revokeRefreshToken,
  revokeSession,
  revokeUserSessions,
  type SignInMethod,
  sessionIsActive,
} from "../db/auth.ts";
import { ConnectionLostError, serviceRole } from "../db/database.ts";
import type { AppEnv } from "../env.ts";
import { accountKey, clientAddressKey, RATE_LIMITS } from "../http/rate-limit.ts";
import { DEVICE_COOKIE, DEVICE_COOKIE_SECONDS, knownDevice, newDeviceCookie } from "../services/auth/device-cookie.ts";
import {
  API_VERSION,
  API_VERSION_HEADER,
  fail,
  goTrueError,
  objectBody,
  overLimit,
} from "../services/auth/gotrue-replies.ts";
import { verifyPassword } from "../services/auth/passwords.ts";
import {
  isAdminAccount,
  isCustomerAccount,
  newRefreshToken,
  REFRESH_TOKEN_SECONDS,
  refreshTokenHash,
  sessionJson,
  userJson,
} from "../services/auth/sessions.ts";
import { otpRequest, otpVerify } from "./auth-otp.ts";

/**
 * /auth/v1/*: the embedded stand-in for Supabase Auth (GoTrue), served only when no Supabase project is
 * configured and never in production (`usesEmbeddedAuth`); otherwise every path here answers 404 and the
 * SPA talks to the project's own Auth. It answers the calls supabase-js's auth client makes for the back
 * office, in GoTrue's shapes:
 *
 * - POST /token?grant_type=password {email, password}: a session, for admin accounts only. A wrong
 *   password, an unknown e-mail and a correct password of an account that is not an admin get the same
 *   answer (400 invalid_credentials), after the same work (the KDF always runs). Rate-limited per client
 *   address and per account (429 with the Spanish message); a browser that signed the account in before
 *   (its device cookie) is counted on its own instead of on the account, so it is never locked out by others.
 * - POST /token?grant_type=refresh_token {refresh_token}: rotates the token (the used one is revoked);
 *   presenting a revoked token ends its whole session (reuse of a stolen token).
 * - POST /logout?scope=global|local|others (Bearer): ends the sessions; 204.
 * - GET /user (Bearer): the user, while its session lasts.
 * - POST /otp, POST /verify: shoppers' sign-in codes (routes/auth-otp.ts).
 *
 * Errors as GoTrue >= 2024-01-01 writes them ({code, message} and header X-Supabase-Api-Version), plus
 * error_code and msg for older readers: supabase-js turns them into an AuthApiError with status and code.
 */
// Pure: a build without the stand-ins (SHOP_EMBEDDED false: worker/embedded-code.ts) leaves it out whole.
export const authRoutes = /* @__PURE__ */ new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!usesEmbeddedAuth(c.var.deps.config)) return c.json(goTrueError("not_found", "Not found"), 404);
    await next();
    c.header("Cache-Control", "no-store");
    c.header(API_VERSION_HEADER, API_VERSION);
  })
  .post("/token", async (c) => {
    const grantType = c.req.query("grant_type");
    if (grantType === "password") return passwordGrant(c);
    if (grantType === "refresh_token") return refreshGrant(c);
    return fail(c, 400, "validation_failed", "unsupported_grant_type");
  })
  // E-mail codes for shoppers' accounts (issue 43): signInWithOtp and verifyOtp.
  .post("/otp", otpRequest)
  .post("/verify", otpVerify)
  .post("/logout", async (c) => {
    const claims = await bearerClaims(c);
    if (!claims) return fail(c, 403, "bad_jwt", "invalid JWT: unable to parse or verify signature");
    const scope = c.req.query("scope") ?? "global";
    if (!["global", "local", "others"].includes(scope)) {
      return fail(c, 400, "validation_failed", "Unsupported logout scope");
    }
    await c.var.deps.db.run(serviceRole, async (tx) => {
      if (scope === "global") await revokeUserSessions(tx, claims.sub);
      else if (claims.sessionId && scope === "local") await revokeSession(tx, claims.sessionId);
      else if (claims.sessionId) await revokeUserSessions(tx, claims.sub, claims.sessionId);
    });
    return c.body(null, 204);
  })
  .get("/user", async (c) => {
    const claims = await bearerClaims(c);
    if (!claims) return fail(c, 403, "bad_jwt", "invalid JWT: unable to parse or verify signature");
    const found = await c.var.deps.db.run(serviceRole, async (tx) => {
      if (claims.sessionId && !(await sessionIsActive(tx, claims.sessionId))) return "no-session" as const;
      return (await findUserById(tx, claims.sub)) ?? ("no-user" as const);
    });
    if (found === "no-session") {
      return fail(c, 403, "session_not_found", "Session from session_id claim in JWT does not exist");
    }
    if (found === "no-user") return fail(c, 403, "user_not_found", "User from sub claim in JWT does not exist");
    return c.json(userJson(found));
  })
  .all("*", (c) => fail(c, 404, "not_found", "Not found"))
  // In the chain, so the whole stays one pure expression.
  .onError((error, c) => {
    if (error instanceof ConnectionLostError) {
      // A 5xx: supabase-js treats it as retryable and keeps the session.
      c.header("Retry-After", "1");
      return fail(c, 503, "unexpected_failure", "No pudimos completar la operación. Inténtelo de nuevo.");
    }
    console.error("Auth stand-in error", c.req.method, c.req.path, error);
    return fail(c, 500, "unexpected_failure", "Ha ocurrido un error, inténtelo más tarde.");
  });

const INVALID_CREDENTIALS = "Invalid login credentials";

async function passwordGrant(c: Context<AppEnv>) {
  // Counted before the body is read, like every rate-limited route (docs/decisions/006-rate-limits.md).
  const limitedAddress = await overLimit(c, RATE_LIMITS.adminLogin, clientAddressKey(c));
  if (limitedAddress) return limitedAddress;
  const body = await objectBody(c);
  if (!body) return fail(c, 400, "bad_json", "Could not parse request body as JSON");
  const { email, password } = body;
  if (typeof email !== "string" || typeof password !== "string" || !email.trim() || !password) {
    return fail(c, 400, "validation_failed", "An email address and a password are required");
  }
  if (email.length > 320 || password.length > 1024) return fail(c, 400, "invalid_credentials", INVALID_CREDENTIALS);
  const { db, config } = c.var.deps;
  const { secret } = embeddedAuthSettings(config);
  // A browser that signed this account in before is counted on its own: attempts from anywhere else can
  // lock the account for strangers, never for the owner's own browser (services/auth/device-cookie.ts).
  const device = await knownDevice(secret, email, getCookie(c, DEVICE_COOKIE));
  const limitedAccount = device
    ? await overLimit(c, RATE_LIMITS.adminLoginDevice, `device:${device}`)
    : await overLimit(c, RATE_LIMITS.adminLoginAccount, accountKey(email));
  if (limitedAccount) return limitedAccount;

  const user = await db.run(serviceRole, (tx) => findUserByEmail(tx, email.trim()));
  // Outside any transaction (it takes a while); run for unknown e-mails too, against a dummy hash.
  const matches = await verifyPassword(password, user?.encrypted_password ?? null);
  if (!user || !matches || !isAdminAccount(user)) return fail(c, 400, "invalid_credentials", INVALID_CREDENTIALS);

  const sessionId = crypto.randomUUID();
  const refresh = await newRefreshToken();
  await db.run(serviceRole, async (tx) => {
    await deleteDeadRefreshTokens(tx, user.id);
    await insertRefreshToken(tx, { tokenHash: refresh.hash, userId: user.id, sessionId, expiresAt: refreshExpiry() });
  });
  setCookie(c, DEVICE_COOKIE, await newDeviceCookie(secret, email), {
    path: "/auth/v1",
    httpOnly: true,
    secure: new URL(c.req.url).protocol === "https:",
    sameSite: "Strict",
    maxAge: DEVICE_COOKIE_SECONDS,
  });
  return c.json(await sessionJson(embeddedAuthSettings(config), user, { id: sessionId, refreshToken: refresh.token }));
}

async function refreshGrant(c: Context<AppEnv>) {
  const body = await objectBody(c);
  if (!body) return fail(c, 400, "bad_json", "Could not parse request body as JSON");
  const presented = body.refresh_token;
  if (typeof presented !== "string" || !presented || presented.length > 200) {
    return fail(c, 400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
  }
  const { db, config } = c.var.deps;
  const next = await newRefreshToken();
  const outcome = await db.run(
    serviceRole,
    async (tx): Promise<{ user: LocalUser; sessionId: string; method: SignInMethod } | { refused: string }> => {
      const stored = await lockRefreshToken(tx, await refreshTokenHash(presented));
      if (!stored || stored.expired) return { refused: "refresh_token_not_found" };
      if (stored.revoked) {
        // A used token again: whoever holds the session's newer token and this one cannot both be its owner.
        await revokeSession(tx, stored.session_id);
        return { refused: "refresh_token_already_used" };
      }
      await revokeRefreshToken(tx, stored.id);
      const user = await findUserById(tx, stored.user_id);
      if (!user || !(isAdminAccount(user) || isCustomerAccount(user))) {
        await revokeSession(tx, stored.session_id);
        return { refused: "refresh_token_not_found" };
      }
      await insertRefreshToken(tx, {
        tokenHash: next.hash,
        userId: user.id,
        sessionId: stored.session_id,
        expiresAt: refreshExpiry(),
        method: stored.method,
      });
      return { user, sessionId: stored.session_id, method: stored.method };
    },
  );
  if ("refused" in outcome) {
    return outcome.refused === "refresh_token_already_used"
      ? fail(c, 400, "refresh_token_already_used", "Invalid Refresh Token: Already Used")
      : fail(c, 400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
  }
  const session = { id: outcome.sessionId, refreshToken: next.token };
  // The refreshed token says how the session was signed in, as the first one did (the back office asks for 'password').
  return c.json(await sessionJson(embeddedAuthSettings(config), outcome.user, session, outcome.method));
}

function refreshExpiry(): Date {
  return new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000);
}

/** The verified Bearer token's user id and session, or null. */
async function bearerClaims(c: Context<AppEnv>): Promise<{ sub: string; sessionId: string | null } | null> {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec((c.req.header("authorization") ?? "").trim());
  if (!match) return null;
  const user = await c.var.deps.auth.verify(match[1]!);
  if (!user) return null;
  const sessionId = user.claims.session_id;
  return { sub: user.id, sessionId: typeof sessionId === "string" ? sessionId : null };
}
