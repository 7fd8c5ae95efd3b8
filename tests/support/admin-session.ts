import { SignJWT } from "jose";
import { TEST_AUTH_SECRET } from "../../worker/config.ts";

/** The issuer of the embedded stand-in's tokens with the test config (PUBLIC_SITE_URL default). */
export const TEST_ISSUER = "http://localhost:8787/auth/v1";

export interface TokenOptions {
  sub?: string;
  email?: string;
  appRole?: string | null;
  userMetadata?: Record<string, unknown>;
  issuer?: string;
  audience?: string;
  secret?: string;
  /** Seconds from now (negative: already expired). */
  expiresIn?: number;
  /** How the session was signed in (the `amr` claim); the back office asks for 'password'. */
  signInMethod?: "password" | "otp" | null;
}

/** An access token like the ones supabase-js holds; by default an admin's, signed as the embedded stand-in does. */
export async function accessToken(options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: options.email ?? "admin@quimica.test",
    role: "authenticated",
    app_metadata: options.appRole === null ? {} : { provider: "email", role: options.appRole ?? "admin" },
    user_metadata: options.userMetadata ?? {},
    ...(options.signInMethod === null ? {} : { amr: [{ method: options.signInMethod ?? "password", timestamp: now }] }),
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(options.sub ?? "7c2b5a43-0e54-4c36-9a8d-3b1c2a6e1f00")
    .setIssuer(options.issuer ?? TEST_ISSUER)
    .setAudience(options.audience ?? "authenticated")
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(new TextEncoder().encode(options.secret ?? TEST_AUTH_SECRET));
}

export const bearer = async (options?: TokenOptions) => ({ authorization: `Bearer ${await accessToken(options)}` });
