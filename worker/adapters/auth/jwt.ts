import { createRemoteJWKSet, decodeProtectedHeader, type JWTPayload, jwtVerify } from "jose";
import type { AuthPort, AuthUser } from "./port.ts";

/** Supabase's access tokens: audience 'authenticated', issuer `<project URL>/auth/v1`. */
export const ACCESS_TOKEN_AUDIENCE = "authenticated";

export interface JwtAuthOptions {
  issuer: string;
  /** HS256 shared secret (the embedded stand-in's, or a Supabase project's legacy JWT secret). */
  secret?: string;
  /** The project's JWKS (asymmetric signing keys), e.g. `${SUPABASE_URL}/auth/v1/.well-known/jwks.json`. */
  jwksUrl?: string;
}

/**
 * Verifies access tokens with jose: signature, issuer, audience, expiry (no leeway beyond 30 s of clock skew).
 * An HS256 token is checked with the shared secret (and refused without one); any other algorithm with the
 * JWKS (and refused without one). A project that moved to asymmetric signing keys still has HS256 tokens
 * issued before the switch, valid for their hour: with both settings, both verify. Admin comes only from
 * app_metadata.role, which users cannot write.
 */
export function jwtAuth(options: JwtAuthOptions): AuthPort {
  if (!options.secret && !options.jwksUrl) throw new Error("jwtAuth needs a secret or a JWKS URL");
  const jwks = options.jwksUrl ? createRemoteJWKSet(new URL(options.jwksUrl)) : null;
  const secret = options.secret ? new TextEncoder().encode(options.secret) : null;
  const verifyOptions = { issuer: options.issuer, audience: ACCESS_TOKEN_AUDIENCE, clockTolerance: 30 };
  return {
    async verify(token) {
      try {
        const shared = decodeProtectedHeader(token).alg === "HS256";
        if (shared ? !secret : !jwks) return null;
        const { payload } = shared
          ? await jwtVerify(token, secret!, { ...verifyOptions, algorithms: ["HS256"] })
          : await jwtVerify(token, jwks!, { ...verifyOptions, algorithms: ["ES256", "RS256", "EdDSA"] });
        return userOf(payload);
      } catch {
        return null;
      }
    },
  };
}

function userOf(payload: JWTPayload): AuthUser | null {
  if (typeof payload.sub !== "string" || !payload.sub) return null;
  const appMetadata = (payload.app_metadata ?? {}) as Record<string, unknown>;
  return {
    id: payload.sub,
    email: typeof payload.email === "string" ? payload.email : null,
    isAdmin: appMetadata.role === "admin",
    claims: { ...payload, role: "authenticated" },
  };
}
