import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jwtAuth } from "./jwt.ts";

const issuer = "https://abcdefghijklmnop.supabase.co/auth/v1";
const jwksUrl = `${issuer}/.well-known/jwks.json`;
const secret = "legacy-jwt-secret-0123456789abcdef0123456789";

const claims = {
  sub: "0b6f3c1e-3d5e-4f59-9a53-0c7f1f6f7a11",
  email: "duena@quimica.test",
  app_metadata: { role: "admin" },
};

async function asymmetric(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  const sign = (payload: Record<string, unknown> = claims) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: "ES256", kid, typ: "JWT" })
      .setIssuer(issuer)
      .setAudience("authenticated")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey);
  return { sign, jwk: { ...(await exportJWK(publicKey)), kid, alg: "ES256", use: "sig" } };
}

const hs256 = (key = secret) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(issuer)
    .setAudience("authenticated")
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(key));

afterEach(() => vi.unstubAllGlobals());

describe("verifying Supabase access tokens", () => {
  it("verifies a project's asymmetric (ES256) tokens with its JWKS, and HS256 ones with the legacy secret", async () => {
    const current = await asymmetric("key-1");
    const requested: string[] = [];
    vi.stubGlobal("fetch", async (url: string | URL) => {
      requested.push(String(url));
      return Response.json({ keys: [current.jwk] });
    });
    const auth = jwtAuth({ issuer, jwksUrl, secret });
    expect(await auth.verify(await current.sign())).toMatchObject({ id: claims.sub, isAdmin: true });
    expect(requested).toEqual([jwksUrl]);
    expect(await auth.verify(await hs256())).toMatchObject({ id: claims.sub, isAdmin: true });

    // Signed by a key the project does not publish, or with another secret: refused.
    const stranger = await asymmetric("key-1");
    expect(await auth.verify(await stranger.sign())).toBeNull();
    expect(await auth.verify(await hs256("another-secret-0123456789abcdef0123456789"))).toBeNull();
  });

  it("refuses HS256 tokens when the project has no legacy secret configured", async () => {
    const current = await asymmetric("key-1");
    vi.stubGlobal("fetch", async () => Response.json({ keys: [current.jwk] }));
    const auth = jwtAuth({ issuer, jwksUrl });
    expect(await auth.verify(await hs256())).toBeNull();
    expect(await auth.verify(await current.sign({ ...claims, app_metadata: {} }))).toMatchObject({ isAdmin: false });
  });

  it("refuses unsigned tokens and garbage", async () => {
    const auth = jwtAuth({ issuer, jwksUrl, secret });
    const header = btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "");
    const body = btoa(JSON.stringify({ ...claims, iss: issuer, aud: "authenticated" })).replace(/=+$/, "");
    expect(await auth.verify(`${header}.${body}.`)).toBeNull();
    expect(await auth.verify("not-a-token")).toBeNull();
  });
});
