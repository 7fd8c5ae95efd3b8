import { AuthApiError, createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { usesEmbeddedAuth } from "../../worker/adapters/auth/select.ts";
import { createApp } from "../../worker/app.ts";
import { type Config, parseConfig } from "../../worker/config.ts";
import { UPSERT_ADMIN_SQL } from "../../worker/db/auth.ts";
import { buildDeps } from "../../worker/deps.ts";
import { RATE_LIMITS } from "../../worker/http/rate-limit.ts";
import { hashPassword } from "../../worker/services/auth/passwords.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

/**
 * The embedded Auth stand-in (worker/routes/auth.ts) through the real supabase-js client, whose fetch
 * goes into the app: what the admin SPA will do against `npm start`.
 */

const ADMIN = { email: "duena@quimica.test", password: "clave-de-la-duena-1995" };
const SHOPPER = { email: "cliente@quimica.test", password: "clave-del-cliente-2024" };
const SITE = "http://localhost:8787";

let shop: TestShop;
let addressCounter = 0;

beforeAll(async () => {
  shop = await startTestShop();
  await shop.pg.query(UPSERT_ADMIN_SQL, [ADMIN.email, await hashPassword(ADMIN.password)]);
  // A signed-up user who is not an admin (app_metadata without role; user_metadata says admin, which counts for nothing).
  await shop.pg.query(
    `insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, '{"provider":"email"}', '{"role":"admin"}')`,
    [SHOPPER.email, await hashPassword(SHOPPER.password)],
  );
});
afterAll(() => shop.close());

/** A supabase-js client whose requests reach `app` from its own client address (own rate-limit budget). */
function client(app: { request: TestShop["request"] } = shop, address = `198.51.100.${++addressCounter}`) {
  return createClient(SITE, "clave-publica-del-panel-local", {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket; realtime is never used here, but the client builds it up front.
    realtime: { transport: class {} as never },
    global: {
      headers: { "cf-connecting-ip": address },
      fetch: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        return app.request(url.pathname + url.search, init);
      },
    },
  });
}

const adminSession = (token: string) =>
  shop.request("/api/admin/session", { headers: { authorization: `Bearer ${token}` } });

async function refusal(supabase: SupabaseClient, email: string, password: string) {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  expect(data.session).toBeNull();
  expect(error).toBeInstanceOf(AuthApiError);
  return { status: error!.status, code: error!.code, message: error!.message };
}

describe("signing in with supabase-js", () => {
  it("signs an admin in; the access token passes requireAdmin", async () => {
    const supabase = client();
    const { data, error } = await supabase.auth.signInWithPassword({
      email: "Duena@Quimica.test",
      password: ADMIN.password,
    });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe("bearer");
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toMatchObject({
      email: ADMIN.email,
      aud: "authenticated",
      role: "authenticated",
      app_metadata: { role: "admin" },
    });
    const claims = JSON.parse(atob(session.access_token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
    expect(claims).toMatchObject({
      iss: `${SITE}/auth/v1`,
      aud: "authenticated",
      sub: data.user!.id,
      role: "authenticated",
      email: ADMIN.email,
      app_metadata: { role: "admin" },
    });
    expect(claims.exp - claims.iat).toBe(3600);

    const res = await adminSession(session.access_token);
    expect(res.status).toBe(200);
    expect((await res.json()).admin).toEqual({ id: data.user!.id, email: ADMIN.email });

    const { data: me, error: meError } = await supabase.auth.getUser();
    expect(meError).toBeNull();
    expect(me.user?.email).toBe(ADMIN.email);
  });

  it("refuses a wrong password, an unknown e-mail and a non-admin's right password alike", async () => {
    const supabase = client();
    const cases: [string, string][] = [
      [ADMIN.email, "not-the-password"],
      ["nadie@quimica.test", ADMIN.password],
      [SHOPPER.email, SHOPPER.password],
    ];
    // The work is counted, not timed (a busy machine makes times say little, and the suite's count is low:
    // tests/support/fast-passwords.ts): each refusal runs PBKDF2 once, with the count of a real check of the admin.
    const derive = vi.spyOn(crypto.subtle, "deriveBits");
    try {
      const storedCount = Number(
        (
          await shop.pg.query<{ h: string }>("select encrypted_password as h from auth.users where email = $1", [
            ADMIN.email,
          ])
        ).rows[0]!.h.split("$")[1],
      );
      for (const [email, password] of cases) {
        derive.mockClear();
        expect(await refusal(supabase, email, password), email).toMatchObject({
          status: 400,
          code: "invalid_credentials",
          message: "Invalid login credentials",
        });
        expect(
          derive.mock.calls.flatMap(([params]) =>
            (params as Pbkdf2Params).name === "PBKDF2" ? [(params as Pbkdf2Params).iterations] : [],
          ),
          email,
        ).toEqual([storedCount]);
      }
    } finally {
      derive.mockRestore();
    }
  });

  it("answers the raw refusals byte for byte the same", async () => {
    const post = (body: object) =>
      shop.request("/auth/v1/token?grant_type=password", {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": "192.0.2.77" },
        body: JSON.stringify(body),
      });
    const bodies = [];
    for (const body of [
      { email: ADMIN.email, password: "wrong" },
      { email: "nadie@quimica.test", password: "wrong" },
      SHOPPER,
    ]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.headers.get("x-supabase-api-version")).toBe("2024-01-01");
      expect(res.headers.get("cache-control")).toBe("no-store");
      bodies.push(await res.text());
    }
    expect(new Set(bodies).size).toBe(1);
  });

  it("refreshes, rotating the refresh token; the old one is refused and ends the session", async () => {
    const supabase = client();
    const { data } = await supabase.auth.signInWithPassword(ADMIN);
    const first = data.session!;
    const { data: refreshed, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    const second = refreshed.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await adminSession(second.access_token)).status).toBe(200);

    // Someone replays the used token: refused, and the whole session ends (the newer token too).
    const replay = await client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(replay.error).toBeInstanceOf(AuthApiError);
    expect(replay.error).toMatchObject({ status: 400, code: "refresh_token_already_used" });
    const after = await client().auth.refreshSession({ refresh_token: second.refresh_token });
    expect(after.error).toMatchObject({ status: 400, code: "refresh_token_already_used" });

    const unknown = await client().auth.refreshSession({ refresh_token: "no-such-token" });
    expect(unknown.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
  });

  it("signs out: the refresh token is revoked and the session is gone", async () => {
    const supabase = client();
    const { data } = await supabase.auth.signInWithPassword(ADMIN);
    const session = data.session!;
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();
    const rows = await shop.pg.query<{ revoked: boolean }>(
      "select revoked_at is not null as revoked from public.embedded_auth_refresh_tokens where session_id = $1",
      [JSON.parse(atob(session.access_token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))).session_id],
    );
    expect(rows.rows).toEqual([{ revoked: true }]);
    const again = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.error).toMatchObject({ status: 400, code: "refresh_token_already_used" });
    const me = await client().auth.getUser(session.access_token);
    expect(me.data.user).toBeNull();
    expect(me.error?.name).toBe("AuthSessionMissingError");
  });

  it("after signing out, the back office refuses the access token at once, though it has not expired", async () => {
    const supabase = client();
    const { data } = await supabase.auth.signInWithPassword(ADMIN);
    const token = data.session!.access_token;
    const write = () =>
      shop.request("/api/admin/vacation", {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ text: "Cerrado por inventario." }),
      });
    expect((await adminSession(token)).status).toBe(200);
    expect((await supabase.auth.signOut()).error).toBeNull();
    const read = await adminSession(token);
    expect(read.status).toBe(401);
    expect((await read.json()).error.message).toBe("Su sesión terminó. Inicie sesión nuevamente.");
    expect((await write()).status).toBe(401);
    // Another sign-in of the same admin is not affected by that sign-out.
    const other = await client().auth.signInWithPassword(ADMIN);
    expect((await adminSession(other.data.session!.access_token)).status).toBe(200);
  });

  // The limits count in fixed windows aligned on the clock (worker/adapters/rate-limit/postgres.ts): a shop whose
  // clock stands still, so a slow run that crosses a window's end does not start counting afresh halfway through.
  describe("rate limits", () => {
    let limits: TestShop;
    beforeAll(async () => {
      limits = await startTestShop({ now: new Date() });
      await limits.pg.query(UPSERT_ADMIN_SQL, [ADMIN.email, await hashPassword(ADMIN.password)]);
    });
    afterAll(() => limits.close());

    it("answers 429 with the Spanish message after too many attempts on one account", async () => {
      const email = "objetivo@quimica.test";
      await limits.pg.query(UPSERT_ADMIN_SQL, [email, await hashPassword("clave-del-objetivo-77")]);
      // The owner signed in from their own browser before the attack: it keeps its device cookie.
      const ownBrowser = await limits.request("/auth/v1/token?grant_type=password", {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": "192.0.2.201" },
        body: JSON.stringify({ email, password: "clave-del-objetivo-77" }),
      });
      expect(ownBrowser.status).toBe(200);
      const setCookie = ownBrowser.headers.get("set-cookie") ?? "";
      expect(setCookie).toMatch(
        /^qo_admin_device=[^;]+; Max-Age=15552000; Path=\/auth\/v1; HttpOnly; SameSite=Strict$/,
      );
      const deviceCookie = setCookie.split(";")[0]!;
      // From as many addresses: the account's own limit (20 per 15 min, the owner's sign-in above was one)
      // stops the next try.
      for (let i = 1; i < RATE_LIMITS.adminLoginAccount.limit; i++) {
        expect((await refusal(client(limits), email, `intento-${i}`)).status).toBe(400);
      }
      const limited = await refusal(client(limits), email, "clave-del-objetivo-77");
      expect(limited).toMatchObject({
        status: 429,
        code: "over_request_rate_limit",
        message: "Demasiados intentos. Espere unos minutos e inténtelo de nuevo.",
      });
      // The right password does not get through either while the window lasts.
      const raw = await limits.request("/auth/v1/token?grant_type=password", {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": "192.0.2.200" },
        body: JSON.stringify({ email, password: "clave-del-objetivo-77" }),
      });
      expect(raw.status).toBe(429);
      expect(Number(raw.headers.get("retry-after"))).toBeGreaterThan(0);

      // The owner's own browser still signs in: the strangers' attempts are not counted against it.
      const owner = () =>
        limits.request("/auth/v1/token?grant_type=password", {
          method: "POST",
          headers: { "content-type": "application/json", "cf-connecting-ip": "192.0.2.202", cookie: deviceCookie },
          body: JSON.stringify({ email, password: "clave-del-objetivo-77" }),
        });
      expect((await owner()).status).toBe(200);
      // A cookie made for another account, or forged, is a stranger's.
      const forged = await limits.request("/auth/v1/token?grant_type=password", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "cf-connecting-ip": "192.0.2.203",
          cookie: `qo_admin_device=${"a".repeat(24)}.${"0".repeat(64)}`,
        },
        body: JSON.stringify({ email, password: "clave-del-objetivo-77" }),
      });
      expect(forged.status).toBe(429);
    }, 60_000);

    it("answers 429 after too many attempts from one address", async () => {
      const supabase = client(limits, "203.0.113.9");
      for (let i = 0; i < RATE_LIMITS.adminLogin.limit; i++) {
        expect((await refusal(supabase, `persona${i}@quimica.test`, "x")).status).toBe(400);
      }
      expect(await refusal(supabase, ADMIN.email, ADMIN.password)).toMatchObject({
        status: 429,
        code: "over_request_rate_limit",
      });
      // Another address still signs the admin in.
      expect((await client(limits).auth.signInWithPassword(ADMIN)).error).toBeNull();
    }, 60_000);
  });

  it("refuses malformed requests in GoTrue's shape", async () => {
    const res = await shop.request("/auth/v1/token?grant_type=password", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": "192.0.2.90" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "bad_json" });
    const grant = await shop.request("/auth/v1/token?grant_type=magic", { method: "POST", body: "{}" });
    expect(grant.status).toBe(400);
    const user = await shop.request("/auth/v1/user", { headers: { authorization: "Bearer nope" } });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: "bad_jwt" });
  });
});

describe("where the stand-in answers", () => {
  const productionConfig = parseConfig({
    ENVIRONMENT: "production",
    DATABASE_URL: "postgres://shop_worker:secret@db.example.supabase.co:5432/postgres",
    PUBLIC_SITE_URL: "https://www.quimicaoriental.com.uy",
    SUPABASE_URL: "https://abcdefgh.supabase.co",
    SUPABASE_ANON_KEY: "anon-key-0123456789abcdef0123456789",
    SUPABASE_SERVICE_ROLE_KEY: "service-role-key-0123456789abcdef",
    SUPABASE_JWT_SECRET: "jwt-secret-0123456789abcdef0123456789abcdef",
    RESEND_API_KEY: "re_0123456789abcdef",
    MAIL_FROM: "Química Oriental <tienda@quimicaoriental.com.uy>",
    SHOP_NOTIFY_EMAIL: "ventas@quimicaoriental.com.uy",
    MERCADOPAGO_ACCESS_TOKEN: "APP_USR-0123456789-abcdef",
    MERCADOPAGO_WEBHOOK_SECRET: "webhook-secret-0123456789",
  });
  const appWith = (config: Config) => {
    const app = createApp(() => buildDeps(config, shop.db));
    return { request: async (path: string, init?: RequestInit) => app.request(path, init) };
  };

  it("would stay off in production even without SUPABASE_URL (which production config refuses anyway)", () => {
    expect(usesEmbeddedAuth({ ...productionConfig, SUPABASE_URL: undefined })).toBe(false);
    expect(usesEmbeddedAuth(parseConfig({ ENVIRONMENT: "development", LOCAL_AUTH_SECRET: "x".repeat(40) }))).toBe(true);
  });

  it.each([
    [
      "a Supabase project is configured",
      parseConfig({ ENVIRONMENT: "test", SUPABASE_URL: "https://abcdefgh.supabase.co" }),
    ],
    ["in production", productionConfig],
  ])("is not there when %s (404)", async (_when, config) => {
    const app = appWith(config as Config);
    const { data, error } = await client(app).auth.signInWithPassword(ADMIN);
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 404 });
    for (const [path, method] of [
      ["/auth/v1/token?grant_type=refresh_token", "POST"],
      ["/auth/v1/logout", "POST"],
      ["/auth/v1/user", "GET"],
    ] as const) {
      expect((await app.request(path, { method })).status).toBe(404);
    }
  });
});
