/** Who a verified access token belongs to. */
export interface AuthUser {
  id: string;
  email: string | null;
  /** app_metadata.role === 'admin' (set only with the service role; user_metadata never counts). */
  isAdmin: boolean;
  /** The token's claims, handed to Postgres as request.jwt.claims so RLS checks the same thing. */
  claims: Record<string, unknown>;
}

/**
 * Auth port: verifies the access tokens the admin SPA gets from supabase-js. Supabase Auth issues them in
 * production; the embedded stand-in (worker/routes/auth.ts) issues them locally with a local secret.
 * Verification is the same code for both (jwt.ts): signature, issuer, audience, expiry.
 */
export interface AuthPort {
  /** The token's user, or null when the token is not valid (any reason: the caller answers 401). */
  verify(accessToken: string): Promise<AuthUser | null>;
}
