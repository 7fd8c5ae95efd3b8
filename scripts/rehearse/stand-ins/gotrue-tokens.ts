import { randomBytes, randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, jwtVerify, SignJWT } from "jose";
import type { AuthUserRow } from "./gotrue-users.ts";

/**
 * The Auth stand-in's tokens: an ES256 signing key made at start (its public half in the JWKS, like a
 * project's asymmetric JWT signing key), access tokens with GoTrue's claims, and sessions with rotating
 * refresh tokens (kept in memory; GoTrue keeps them in auth.sessions and auth.refresh_tokens).
 */

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** As GoTrue's /.well-known/jwks.json lists it. */
  jwk: JWK;
}

export async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true });
  const kid = randomUUID();
  const jwk = { alg: "ES256", ...(await exportJWK(publicKey)), ext: true, key_ops: ["verify"], kid, use: "sig" };
  return { kid, privateKey, publicKey, jwk };
}

/** Claims of a GoTrue access token (v0hooks.AccessTokenClaims). */
export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal?: string;
  amr?: { method: string; timestamp: number }[];
  session_id?: string;
  is_anonymous: boolean;
}

export async function signAccessToken(
  key: SigningKey,
  issuer: string,
  user: AuthUserRow,
  session: Session,
  now: Date,
  lifetimeSeconds: number,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(now.getTime() / 1000);
  const expiresAt = iat + lifetimeSeconds;
  const claims = {
    email: user.email,
    phone: "",
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: user.role,
    aal: "aal1",
    amr: [{ method: session.method, timestamp: Math.floor(session.createdAt.getTime() / 1000) }],
    session_id: session.id,
    is_anonymous: false,
  };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: "ES256", kid: key.kid, typ: "JWT" })
    .setIssuer(issuer)
    .setSubject(user.id)
    .setAudience(user.aud)
    .setExpirationTime(expiresAt)
    .setIssuedAt(iat)
    .sign(key.privateKey);
  return { token, expiresAt };
}

/** The claims of a token this stand-in signed, or why not (GoTrue's wording is around it). */
export async function verifyAccessToken(
  key: SigningKey,
  token: string,
  now: Date,
): Promise<{ claims: AccessTokenClaims } | { error: string }> {
  try {
    const { payload } = await jwtVerify<AccessTokenClaims>(token, key.publicKey, {
      algorithms: ["ES256"],
      currentDate: now,
    });
    return { claims: payload };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

export interface Session {
  id: string;
  userId: string;
  method: string;
  createdAt: Date;
}

interface RefreshToken {
  token: string;
  sessionId: string;
  revokedAt: Date | null;
  /** The token this one replaced. */
  parent: string | null;
}

/** Seconds a just-rotated refresh token may still be used (GoTrue's REFRESH_TOKEN_REUSE_INTERVAL default). */
const REUSE_INTERVAL_SECONDS = 10;

export type RefreshOutcome =
  | { ok: true; session: Session; refreshToken: string }
  | { ok: false; code: "refresh_token_not_found" | "refresh_token_already_used"; message: string };

/** Sessions and refresh tokens, in memory. */
export class SessionBook {
  readonly #sessions = new Map<string, Session>();
  readonly #tokens = new Map<string, RefreshToken>();

  start(userId: string, method: string, now: Date): { session: Session; refreshToken: string } {
    const session: Session = { id: randomUUID(), userId, method, createdAt: now };
    this.#sessions.set(session.id, session);
    return { session, refreshToken: this.#issue(session.id, null) };
  }

  get(sessionId: string): Session | null {
    return this.#sessions.get(sessionId) ?? null;
  }

  /** How many sessions are open. */
  get size(): number {
    return this.#sessions.size;
  }

  /** GoTrue's refresh_token grant: rotates the token; a revoked one is refused outside the reuse interval. */
  refresh(token: string, now: Date): RefreshOutcome {
    const found = this.#tokens.get(token);
    const session = found ? this.#sessions.get(found.sessionId) : undefined;
    if (!found || !session) {
      return {
        ok: false,
        code: "refresh_token_not_found",
        message: "Invalid Refresh Token: Refresh Token Not Found",
      };
    }
    if (found.revokedAt) {
      const active = [...this.#tokens.values()].find((t) => t.sessionId === session.id && !t.revokedAt);
      const reusable = now.getTime() - found.revokedAt.getTime() <= REUSE_INTERVAL_SECONDS * 1000;
      // The client lost the answer to its last refresh: it gets the current token again.
      if (active && (active.parent === token || reusable)) return { ok: true, session, refreshToken: active.token };
      this.end(session.id);
      return { ok: false, code: "refresh_token_already_used", message: "Invalid Refresh Token: Already Used" };
    }
    found.revokedAt = now;
    return { ok: true, session, refreshToken: this.#issue(session.id, token) };
  }

  /** Ends a session and its refresh tokens. */
  end(sessionId: string): void {
    this.#sessions.delete(sessionId);
    for (const [token, row] of this.#tokens) if (row.sessionId === sessionId) this.#tokens.delete(token);
  }

  /** Ends every session of a user except `keep` (logout scope=global / others, password change). */
  endAllOf(userId: string, keep?: string): void {
    for (const session of [...this.#sessions.values()]) {
      if (session.userId === userId && session.id !== keep) this.end(session.id);
    }
  }

  #issue(sessionId: string, parent: string | null): string {
    // GoTrue's refresh tokens are short opaque strings.
    const token = randomBytes(9).toString("base64url").toLowerCase();
    this.#tokens.set(token, { token, sessionId, revokedAt: null, parent });
    return token;
  }
}

/** A user as GoTrue's JSON shows it (models.User), with its e-mail identity. */
export function userJson(user: AuthUserRow) {
  const iso = (d: Date | null) => (d ? d.toISOString() : undefined);
  const identity = {
    identity_id: user.id,
    id: user.id,
    user_id: user.id,
    identity_data: {
      email: user.email,
      email_verified: !!user.email_confirmed_at,
      phone_verified: false,
      sub: user.id,
    },
    provider: "email",
    last_sign_in_at: iso(user.last_sign_in_at ?? user.created_at),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    email: user.email,
  };
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: "",
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [identity],
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: false,
  };
}
