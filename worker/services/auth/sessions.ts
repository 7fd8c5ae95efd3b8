import { SignJWT } from "jose";
import { ACCESS_TOKEN_AUDIENCE } from "../../adapters/auth/jwt.ts";
import type { LocalUser } from "../../db/auth.ts";
import { randomToken, sha256Hex } from "../secrets.ts";

/**
 * Sessions of the embedded Auth stand-in, in GoTrue's shapes (what supabase-js's auth client parses):
 * an HS256 access token like Supabase's (aud 'authenticated', role 'authenticated', sub, email,
 * app_metadata, user_metadata, session_id, 1 h) and an opaque refresh token, stored hashed and rotated
 * on every use.
 */

export const ACCESS_TOKEN_SECONDS = 3600;
/** A refresh token not used for this long is refused (each refresh issues a new one). */
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;

export interface SigningSettings {
  issuer: string;
  secret: string;
}

/** A new refresh token and the hash that is stored of it. */
export async function newRefreshToken(): Promise<{ token: string; hash: string }> {
  const token = randomToken(32);
  return { token, hash: await refreshTokenHash(token) };
}

export const refreshTokenHash = (token: string) => sha256Hex(token);

export function isAdminAccount(user: Pick<LocalUser, "raw_app_meta_data">): boolean {
  return user.raw_app_meta_data?.role === "admin";
}

/** A shopper's account, made by the Worker (issue 43): signs in with a mailed code only. */
export function isCustomerAccount(user: Pick<LocalUser, "raw_app_meta_data">): boolean {
  return user.raw_app_meta_data?.role === "customer";
}

/** The user as GoTrue answers it (GET /user, and `user` in a session). */
export function userJson(user: LocalUser) {
  const created = new Date(user.created_at).toISOString();
  return {
    id: user.id,
    aud: ACCESS_TOKEN_AUDIENCE,
    role: "authenticated",
    email: user.email,
    email_confirmed_at: created,
    phone: "",
    confirmed_at: created,
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [],
    created_at: created,
    updated_at: new Date(user.updated_at).toISOString(),
    is_anonymous: false,
  };
}

/** The session answer of POST /token (both grants). */
export async function sessionJson(
  settings: SigningSettings,
  user: LocalUser,
  session: { id: string; refreshToken: string },
  method: "password" | "otp" = "password",
) {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ACCESS_TOKEN_SECONDS;
  const accessToken = await new SignJWT({
    email: user.email,
    phone: "",
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: "authenticated",
    aal: "aal1",
    amr: [{ method, timestamp: now }],
    session_id: session.id,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(settings.issuer)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setSubject(user.id)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(settings.secret));
  return {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user: userJson(user),
  };
}
