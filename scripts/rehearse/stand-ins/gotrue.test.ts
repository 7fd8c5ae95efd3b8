import { AuthSessionMissingError } from "@supabase/supabase-js";
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jwtAuth } from "../../../worker/adapters/auth/jwt.ts";
import { supabaseSessionCheck } from "../../../worker/adapters/auth/session-check.ts";
import { TtlCache } from "../../../worker/services/ttl-cache.ts";
import { upsertSupabaseAdmin } from "../../admin/accounts.ts";
import { createGoTrue, type GoTrue } from "./gotrue.ts";
import { hashPassword, setScryptCostForTests, verifyPassword } from "./gotrue-passwords.ts";
import { memoryUserStore } from "./gotrue-users.ts";
import { fetchTo, KEYS, SUPABASE_URL, supabaseClient } from "./test-support.ts";

/** Supabase Auth stand-in, driven by supabase-js and by the Worker's own Auth adapters. */

const ISSUER = `${SUPABASE_URL}/auth/v1`;
let clock: Date;
let gotrue: GoTrue;

beforeEach(async () => {
  // Now, to the second: supabase-js checks expiry against the real clock.
  clock = new Date(Math.floor(Date.now() / 1000) * 1000);
  gotrue = await createGoTrue({ supabaseUrl: SUPABASE_URL, keys: KEYS, users: memoryUserStore(), now: () => clock });
});
afterEach(() => vi.unstubAllGlobals());

async function createAdmin(email = "duena@example.com", password = "una-clave-larga-1") {
  const admin = supabaseClient(gotrue.app, KEYS.secret).auth.admin;
  const { data, error } = await admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: { role: "admin" },
  });
  expect(error).toBeNull();
  return data.user!;
}

describe("GoTrue stand-in: sign-in, tokens and sessions", () => {
  it("signs in with a password and issues an ES256 token with GoTrue's claims, verifiable through the JWKS", async () => {
    const user = await createAdmin();
    const client = supabaseClient(gotrue.app, KEYS.publishable);
    const { data, error } = await client.auth.signInWithPassword({
      email: "Duena@Example.com",
      password: "una-clave-larga-1",
    });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session).toMatchObject({
      token_type: "bearer",
      expires_in: 3600,
      expires_at: clock.getTime() / 1000 + 3600,
    });
    expect(session.user).toMatchObject({
      id: user.id,
      email: "duena@example.com",
      aud: "authenticated",
      role: "authenticated",
    });
    expect(session.user.last_sign_in_at).toBe(clock.toISOString());

    const jwksResponse = await gotrue.app.request(`${ISSUER}/.well-known/jwks.json`); // no apikey needed
    expect(jwksResponse.status).toBe(200);
    const jwks = await jwksResponse.json();
    expect(jwks.keys[0]).toMatchObject({ alg: "ES256", kty: "EC", crv: "P-256", use: "sig", key_ops: ["verify"] });
    expect(decodeProtectedHeader(session.access_token)).toEqual({ alg: "ES256", kid: jwks.keys[0].kid, typ: "JWT" });
    const { payload } = await jwtVerify(session.access_token, createLocalJWKSet(jwks), {
      issuer: ISSUER,
      audience: "authenticated",
      currentDate: clock,
    });
    expect(payload).toMatchObject({
      sub: user.id,
      email: "duena@example.com",
      role: "authenticated",
      aal: "aal1",
      amr: [{ method: "password", timestamp: clock.getTime() / 1000 }],
      app_metadata: { provider: "email", providers: ["email"], role: "admin" },
      user_metadata: { email_verified: true },
      is_anonymous: false,
      iat: clock.getTime() / 1000,
      exp: clock.getTime() / 1000 + 3600,
    });
    expect(payload.session_id).toMatch(/^[0-9a-f-]{36}$/);

    // The Worker's own verifier (production config: the JWKS URL) accepts it and sees the admin.
    vi.stubGlobal("fetch", fetchTo(gotrue.app));
    vi.useFakeTimers({ now: clock, toFake: ["Date"] });
    try {
      const verified = await jwtAuth({ issuer: ISSUER, jwksUrl: `${ISSUER}/.well-known/jwks.json` }).verify(
        session.access_token,
      );
      expect(verified).toMatchObject({ id: user.id, email: "duena@example.com", isAdmin: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a wrong password with 400 invalid_credentials, in both of GoTrue's error shapes", async () => {
    await createAdmin();
    const client = supabaseClient(gotrue.app, KEYS.publishable);
    const { error } = await client.auth.signInWithPassword({ email: "duena@example.com", password: "otra-clave-9" });
    expect(error).toMatchObject({ status: 400, code: "invalid_credentials", message: "Invalid login credentials" });

    const legacy = await gotrue.app.request(`${ISSUER}/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: KEYS.publishable, "content-type": "application/json" },
      body: JSON.stringify({ email: "nadie@example.com", password: "x" }),
    });
    expect(legacy.status).toBe(400);
    expect(legacy.headers.get("x-sb-error-code")).toBe("invalid_credentials");
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: "invalid_credentials",
      msg: "Invalid login credentials",
    });
  });

  it("getUser and refreshSession rotate tokens like GoTrue: a lost answer is forgiven, a token older than that ends the session", async () => {
    await createAdmin();
    const client = supabaseClient(gotrue.app, KEYS.publishable);
    const { data } = await client.auth.signInWithPassword({
      email: "duena@example.com",
      password: "una-clave-larga-1",
    });
    const first = data.session!;
    expect((await client.auth.getUser()).data.user?.email).toBe("duena@example.com");

    clock = new Date(clock.getTime() + 60_000);
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);

    // The parent of the active token (the client lost the answer): the active token again, even after 10 s.
    clock = new Date(clock.getTime() + 11_000);
    const lost = await client.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(lost.error).toBeNull();
    expect(lost.data.session?.refresh_token).toBe(second.refresh_token);

    const third = (await client.auth.refreshSession({ refresh_token: second.refresh_token })).data.session!;
    clock = new Date(clock.getTime() + 11_000);
    const reused = await client.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reused.error).toMatchObject({ status: 400, code: "refresh_token_already_used" });
    // Reuse ended the session (GoTrue revokes the token family): even the newest token is gone.
    const after = await client.auth.getUser(third.access_token);
    expect(after.error).toBeInstanceOf(AuthSessionMissingError);
  });

  it("after signOut, GET /user with that token answers 403 session_not_found and its refresh token is refused", async () => {
    await createAdmin();
    const client = supabaseClient(gotrue.app, KEYS.publishable);
    const { data } = await client.auth.signInWithPassword({
      email: "duena@example.com",
      password: "una-clave-larga-1",
    });
    const { access_token, refresh_token } = data.session!;

    // The Worker's session check (production: asks GET /auth/v1/user), without its cache.
    const check = supabaseSessionCheck(
      { SUPABASE_URL, SUPABASE_ANON_KEY: KEYS.publishable },
      fetchTo(gotrue.app),
      new TtlCache<boolean>(0, 1),
    );
    const { payload } = await jwtVerify(access_token, createLocalJWKSet({ keys: [gotrue.signingKey.jwk] }), {
      currentDate: clock,
    });
    const tokenUser = { id: payload.sub!, email: null, isAdmin: true, claims: payload };
    expect(await check(access_token, tokenUser)).toBe(true);
    expect((await client.auth.signOut()).error).toBeNull();
    expect(await check(access_token, tokenUser)).toBe(false);

    const raw = await gotrue.app.request(`${ISSUER}/user`, {
      headers: {
        apikey: KEYS.publishable,
        authorization: `Bearer ${access_token}`,
        "x-supabase-api-version": "2024-01-01",
      },
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toEqual({
      code: "session_not_found",
      message: "Session from session_id claim in JWT does not exist",
    });
    expect((await client.auth.getUser(access_token)).error).toBeInstanceOf(AuthSessionMissingError);
    const refreshed = await client.auth.refreshSession({ refresh_token });
    expect(refreshed.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
  });

  it("logout scope=local ends only that session; scope=others keeps it", async () => {
    await createAdmin();
    const client = supabaseClient(gotrue.app, KEYS.publishable);
    const signIn = async () =>
      (await client.auth.signInWithPassword({ email: "duena@example.com", password: "una-clave-larga-1" })).data
        .session!;
    const a = await signIn();
    const b = await signIn();
    const c = await signIn();
    expect((await client.auth.admin.signOut(a.access_token, "local")).error).toBeNull();
    expect((await client.auth.getUser(a.access_token)).error).toBeInstanceOf(AuthSessionMissingError);
    expect((await client.auth.getUser(b.access_token)).error).toBeNull();
    expect((await client.auth.admin.signOut(b.access_token, "others")).error).toBeNull();
    expect((await client.auth.getUser(b.access_token)).error).toBeNull();
    expect((await client.auth.getUser(c.access_token)).error).toBeInstanceOf(AuthSessionMissingError);
  });
});

describe("GoTrue stand-in: admin API", () => {
  it("creates, lists (page and per_page, Link and X-Total-Count) and updates users with the secret key", async () => {
    const admin = supabaseClient(gotrue.app, KEYS.secret).auth.admin;
    for (const n of [1, 2, 3]) {
      clock = new Date(clock.getTime() + 1000);
      await createAdmin(`persona${n}@example.com`);
    }
    const page1 = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page1.error).toBeNull();
    expect(page1.data).toMatchObject({ aud: "authenticated", total: 3, nextPage: 2, lastPage: 2 });
    expect(page1.data.users.map((u) => u.email)).toEqual(["persona3@example.com", "persona2@example.com"]);
    const page2 = await admin.listUsers({ page: 2, perPage: 2 });
    expect(page2.data.users.map((u) => u.email)).toEqual(["persona1@example.com"]);

    const client = supabaseClient(gotrue.app, KEYS.publishable);
    const before = (
      await client.auth.signInWithPassword({ email: "persona1@example.com", password: "una-clave-larga-1" })
    ).data.session!;
    const id = page2.data.users[0]!.id;
    const updated = await admin.updateUserById(id, {
      password: "la-clave-nueva-22",
      app_metadata: { role: null, team: "ventas" },
      user_metadata: { name: "Ana" },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.app_metadata).toEqual({ provider: "email", providers: ["email"], team: "ventas" });
    expect(updated.data.user?.user_metadata).toEqual({ email_verified: true, name: "Ana" });
    // A new password ends the user's sessions.
    expect((await client.auth.getUser(before.access_token)).error).toBeInstanceOf(AuthSessionMissingError);
    const again = await client.auth.signInWithPassword({
      email: "persona1@example.com",
      password: "la-clave-nueva-22",
    });
    expect(again.error).toBeNull();

    const weak = await admin.updateUserById(id, { password: "corta" });
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password" });
    const taken = await admin.createUser({ email: "persona2@example.com", password: "otra-clave-larga" });
    expect(taken.error).toMatchObject({ status: 422, code: "email_exists" });
  });

  it("refuses the admin API to the publishable key and to a user's token (403 not_admin)", async () => {
    await createAdmin();
    const anon = supabaseClient(gotrue.app, KEYS.publishable);
    expect((await anon.auth.admin.listUsers()).error).toMatchObject({ status: 403, code: "not_admin" });
    const { data } = await anon.auth.signInWithPassword({ email: "duena@example.com", password: "una-clave-larga-1" });
    const asUser = await gotrue.app.request(`${ISSUER}/admin/users`, {
      headers: { apikey: KEYS.publishable, authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toMatchObject({ error_code: "not_admin", msg: "User not allowed" });
  });

  it("serves scripts/admin/accounts.ts upsertSupabaseAdmin: creates, then promotes and resets the password", async () => {
    const options = { url: SUPABASE_URL, serviceRoleKey: KEYS.secret, fetch: fetchTo(gotrue.app) };
    const created = await upsertSupabaseAdmin(options, "Jefa@Example.com", "primera-clave-1");
    expect(created.created).toBe(true);
    const again = await upsertSupabaseAdmin(options, "jefa@example.com", "segunda-clave-2");
    expect(again).toEqual({ id: created.id, created: false });
    const client = supabaseClient(gotrue.app, KEYS.publishable);
    const { data, error } = await client.auth.signInWithPassword({
      email: "jefa@example.com",
      password: "segunda-clave-2",
    });
    expect(error).toBeNull();
    expect(data.user?.app_metadata.role).toBe("admin");
  });
});

describe("GoTrue stand-in: the gateway in front of it", () => {
  it("answers 401 without an apikey, with an unknown key, and for a secret key from a browser", async () => {
    const noKey = await gotrue.app.request(`${ISSUER}/user`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    });
    const wrong = await gotrue.app.request(`${ISSUER}/user`, { headers: { apikey: "sb_publishable_nope" } });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe("Invalid API key");
    const browser = await gotrue.app.request(`${ISSUER}/admin/users`, {
      headers: { apikey: KEYS.secret, "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0" },
    });
    expect(browser.status).toBe(401);
  });

  it("answers CORS preflights and marks answers for the shop's origin", async () => {
    const preflight = await gotrue.app.request(`${ISSUER}/token?grant_type=password`, {
      method: "OPTIONS",
      headers: {
        origin: "https://tienda.ensayo.test:8443",
        "access-control-request-method": "POST",
        "access-control-request-headers": "apikey,authorization,content-type,x-client-info,x-supabase-api-version",
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("x-supabase-api-version");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    const answer = await gotrue.app.request(`${ISSUER}/user`, {
      headers: { origin: "https://tienda.ensayo.test:8443", apikey: KEYS.publishable },
    });
    expect(answer.status).toBe(403); // the publishable key's role has no user
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("GoTrue stand-in: password hashes", () => {
  it("hashes with scrypt N = 2^15 outside the tests, and checks each hash with the cost it states", async () => {
    setScryptCostForTests(15);
    try {
      const full = await hashPassword("una-clave-larga-1");
      expect(full).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/);
      expect(await verifyPassword("una-clave-larga-1", full)).toBe(true);
      expect(await verifyPassword("otra-clave-larga-2", full)).toBe(false);
      // A stated cost is part of the hash: the same key under another cost is not a match.
      expect(await verifyPassword("una-clave-larga-1", full.replace("ln=15", "ln=14"))).toBe(false);
      expect(await verifyPassword("una-clave-larga-1", full.replace("ln=15", "ln=9"))).toBe(false);
    } finally {
      setScryptCostForTests(10);
    }
    expect(await hashPassword("una-clave-larga-1")).toMatch(/^\$scrypt\$ln=10,/);
    expect(() => setScryptCostForTests(9)).toThrow(/out of 10..15/);
  });
});
