import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessToken } from "../support/admin-session.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const get = (headers: Record<string, string> = {}) => shop.request("/api/admin/session", { headers });
const withToken = async (options: Parameters<typeof accessToken>[0]) => ({
  authorization: `Bearer ${await accessToken(options)}`,
});

describe("who may use /api/admin", () => {
  it("lets a real admin in, and answers who it is", async () => {
    const res = await get(await withToken({ email: "duena@quimica.test" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await res.json()).admin.email).toBe("duena@quimica.test");
  });

  it.each([
    ["no token", async () => ({})],
    ["a malformed header", async () => ({ authorization: "Bearer" })],
    ["not a JWT", async () => ({ authorization: "Bearer abc.def" })],
    ["an expired token", () => withToken({ expiresIn: -120 })],
    ["a wrong signature", () => withToken({ secret: "another-secret-that-is-long-enough-for-hs256" })],
    ["a wrong issuer", () => withToken({ issuer: "https://evil.example/auth/v1" })],
    ["a wrong audience", () => withToken({ audience: "anon" })],
    [
      "a token without alg HS256 (alg none)",
      async () => {
        const [, payload] = (await accessToken()).split(".");
        return {
          authorization: `Bearer ${btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "")}.${payload}.`,
        };
      },
    ],
  ])("answers 401 to %s", async (_name, headers) => {
    const res = await get(await headers());
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("unauthorized");
  });

  it.each([
    ["a signed-in shopper", () => withToken({ appRole: null })],
    ["a user whose user_metadata says admin", () => withToken({ appRole: null, userMetadata: { role: "admin" } })],
    ["another app role", () => withToken({ appRole: "editor" })],
  ])("answers 403 to %s", async (_name, headers) => {
    const res = await get(await headers());
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("forbidden");
  });
});

describe("GET /api/auth-config", () => {
  it("tells the admin SPA to sign in against the shop itself when no Supabase project is set", async () => {
    const res = await shop.request("/api/auth-config");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      url: "http://localhost",
      anonKey: expect.any(String),
      embedded: true,
    });
  });
});
