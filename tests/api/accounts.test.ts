import { AuthApiError, createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { UPSERT_ADMIN_SQL } from "../../worker/db/auth.ts";
import { buildDeps } from "../../worker/deps.ts";
import { RATE_LIMITED_MESSAGE, RATE_LIMITS } from "../../worker/http/rate-limit.ts";
import { MAX_CODE_TRIES } from "../../worker/routes/auth-otp.ts";
import { hashPassword } from "../../worker/services/auth/passwords.ts";
import { accessToken } from "../support/admin-session.ts";
import { customer, pickVariant, type SaleVariant } from "../support/orders.ts";
import { requestSettled, startTestShop, type TestShop } from "../support/test-database.ts";

/**
 * 'Mi cuenta' (issue 43 part 2): the Worker's account routes and the Auth stand-in's e-mail codes, through the real
 * supabase-js client (signInWithOtp, verifyOtp) whose fetch goes into the app; the codes are read from /dev/mail.
 * The app's clock is this file's `clock`, moved where a test says so.
 */
const SITE = "http://localhost:8787";
const ADMIN = { email: "duena@quimica.test", password: "clave-de-la-duena-1995" };

let shop: TestShop;
let app: ReturnType<typeof createApp>;
let clock = new Date();
let variant: SaleVariant;
let ip = 0;
let key = 0;

beforeAll(async () => {
  shop = await startTestShop();
  app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db, () => clock));
  await shop.pg.query(UPSERT_ADMIN_SQL, [ADMIN.email, await hashPassword(ADMIN.password)]);
  variant = await pickVariant(shop, { minStock: 20 });
});
afterAll(() => shop.close());

const request = (path: string, init: RequestInit = {}, address = `203.0.113.${(++ip % 250) + 1}`) =>
  requestSettled(app, path, { ...init, headers: { "cf-connecting-ip": address, ...(init.headers ?? {}) } });
const post = (path: string, body: unknown, headers: Record<string, string> = {}, address?: string) =>
  request(
    path,
    { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) },
    address,
  );
const askCode = (email: string, address?: string) => post("/api/account/code", { email }, {}, address);
const authed = (token: string) => ({ authorization: `Bearer ${token}` });

/** A supabase-js client of the shop's storefront whose requests reach the app from their own client address. */
function client(address = `198.51.100.${(++ip % 250) + 1}`) {
  return createClient(SITE, "clave-publica-local", {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: class {} as never },
    global: {
      headers: { "cf-connecting-ip": address },
      fetch: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        return requestSettled(app, url.pathname + url.search, init);
      },
    },
  });
}

/** The newest sign-in code mailed to the address, read from /dev/mail as a developer would. */
async function mailedCode(email: string): Promise<string | null> {
  const res = await app.request(`/dev/mail.json?to=${encodeURIComponent(email)}`);
  const { items } = (await res.json()) as { items: { subject: string }[] };
  const subject = items.find((m) => m.subject.startsWith("Su código para ingresar"))?.subject;
  return subject ? /(\d{6})$/.exec(subject)![1]! : null;
}

/** Signs the address in as the SPA does: the Worker's code route, signInWithOtp, the mailed code, verifyOtp. */
async function signIn(email: string) {
  expect((await askCode(email)).status).toBe(200);
  const supabase = client();
  const sent = await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  expect(sent.error).toBeNull();
  const token = await mailedCode(email);
  const { data, error } = await supabase.auth.verifyOtp({ email, token: token!, type: "email" });
  expect(error).toBeNull();
  return { supabase, session: data.session!, user: data.user! };
}

async function placeOrder(email: string, headers: Record<string, string> = {}) {
  return post(
    "/api/orders",
    {
      ...customer({ email }),
      items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
      idempotencyKey: `account-test-${Date.now()}-${++key}`,
    },
    headers,
  );
}

const accountOf = async (email: string) =>
  (
    await shop.pg.query<{ id: string; role: string | null; password: string | null }>(
      `select id::text, raw_app_meta_data ->> 'role' as role, encrypted_password as password from auth.users
        where email = $1`,
      [email],
    )
  ).rows;

describe("POST /api/account/code", () => {
  it("makes a customer account, with the same answer for a new address, a known one and an admin's", async () => {
    const adminBefore = await accountOf(ADMIN.email);
    const answers = [];
    for (const email of ["Nueva.Clienta@Example.com", "nueva.clienta@example.com", ADMIN.email]) {
      const res = await askCode(email);
      answers.push({ status: res.status, body: await res.text(), cache: res.headers.get("cache-control") });
    }
    expect(answers.map((a) => JSON.stringify(a))).toEqual(
      Array(3).fill(JSON.stringify({ status: 200, body: '{"ready":true}', cache: "no-store" })),
    );
    expect(await accountOf("nueva.clienta@example.com")).toEqual([
      { id: expect.any(String), role: "customer", password: null },
    ]);
    // The admin stays exactly as it was: no customer role, the same password.
    expect(await accountOf(ADMIN.email)).toEqual(adminBefore);
    expect(adminBefore[0]!.role).toBe("admin");
  });

  it("refuses a bad address in Spanish", async () => {
    const res = await askCode("no-es-un-correo");
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: "invalid_input",
      message: expect.stringContaining("Ingrese un correo"),
    });
  });

  it("limits the codes per e-mail address, from any client, with 429 and Retry-After", async () => {
    const email = "muchos.codigos@example.com";
    for (let i = 0; i < RATE_LIMITS.accountCodeAddress.limit; i++) expect((await askCode(email)).status).toBe(200);
    const res = await askCode(email);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await res.json()).error).toEqual({ code: "rate_limited", message: RATE_LIMITED_MESSAGE });
    // Another address is not held back by it.
    expect((await askCode("otra.direccion@example.com")).status).toBe(200);
  });

  it("limits the codes per client address", async () => {
    const address = "192.0.2.77";
    for (let i = 0; i < RATE_LIMITS.accountCode.limit; i++) {
      expect((await askCode(`cliente-${i}@example.com`, address)).status).toBe(200);
    }
    const res = await askCode("una-mas@example.com", address);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await accountOf("una-mas@example.com")).toEqual([]);
  });
});

describe("the Auth stand-in's e-mail codes (signInWithOtp, verifyOtp)", () => {
  it("mails a six-digit code that signs the customer in once", async () => {
    const email = "marta.suarez@example.com";
    const { session, user } = await signIn(email);
    expect(session.access_token).toBeTruthy();
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({ email, app_metadata: { role: "customer" } });

    const mail = (await (await app.request(`/dev/mail.json?to=${email}`)).json()).items[0];
    expect(mail.subject).toMatch(/^Su código para ingresar: \d{6}$/);
    const page = await (await app.request(new URL(mail.url, SITE).pathname)).text();
    expect(page).toContain("Vale 10 minutos y una sola vez");
    // Only a hash is stored.
    const { rows } = await shop.pg.query<{ code_hash: string }>(
      "select code_hash from embedded_auth_otps o join auth.users u on u.id = o.user_id where u.email = $1",
      [email],
    );
    expect(rows.map((r) => r.code_hash).join()).not.toContain(/(\d{6})$/.exec(mail.subject)![1]);

    // The same code a second time: GoTrue's answer.
    const again = await client().auth.verifyOtp({ email, token: (await mailedCode(email))!, type: "email" });
    expect(again.error).toBeInstanceOf(AuthApiError);
    expect(again.error).toMatchObject({ status: 403, code: "otp_expired" });
  });

  it("refuses a wrong code with otp_expired, and after five wrong tries the right code no longer works (429)", async () => {
    const email = "prueba.claves@example.com";
    await askCode(email);
    const supabase = client();
    expect((await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const code = (await mailedCode(email))!;
    const wrong = code === "000000" ? "111111" : "000000";
    const outcomes = [];
    for (let i = 0; i < MAX_CODE_TRIES; i++) {
      const { error } = await supabase.auth.verifyOtp({ email, token: wrong, type: "email" });
      outcomes.push([error?.status, error?.code]);
    }
    expect(outcomes).toEqual([
      ...Array(MAX_CODE_TRIES - 1).fill([403, "otp_expired"]),
      [429, "over_request_rate_limit"],
    ]);
    const right = await supabase.auth.verifyOtp({ email, token: code, type: "email" });
    expect(right.data.session).toBeNull();
    expect(right.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
    const raw = await post("/auth/v1/verify", { type: "email", email, token: code });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get("retry-after"))).toBeGreaterThan(0);

    // A new code (a minute later) works again.
    clock = new Date(clock.getTime() + 61_000);
    expect((await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const fresh = await supabase.auth.verifyOtp({ email, token: (await mailedCode(email))!, type: "email" });
    expect(fresh.error).toBeNull();
  });

  it("refuses a code after its 10 minutes", async () => {
    const email = "tarde@example.com";
    await askCode(email);
    const supabase = client();
    await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const code = (await mailedCode(email))!;
    clock = new Date(clock.getTime() + 10 * 60_000 + 1000);
    const { data, error } = await supabase.auth.verifyOtp({ email, token: code, type: "email" });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 403, code: "otp_expired", message: "Token has expired or is invalid" });
  });

  it("sends no code to an address without an account, nor a second one within a minute", async () => {
    const supabase = client();
    const none = await supabase.auth.signInWithOtp({
      email: "sin.cuenta@example.com",
      options: { shouldCreateUser: false },
    });
    expect(none.error).toMatchObject({ status: 422, code: "otp_disabled" });
    const signUp = await supabase.auth.signInWithOtp({ email: "sin.cuenta@example.com" });
    expect(signUp.error).toMatchObject({ status: 422, code: "signup_disabled" });
    expect(await mailedCode("sin.cuenta@example.com")).toBeNull();

    const email = "apurada@example.com";
    await askCode(email);
    expect((await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const second = await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(second.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
  });

  it("caps the code mails to one address a day, whoever asks", async () => {
    const email = "buzon.lleno@example.com";
    await askCode(email);
    const statuses = [];
    for (let i = 0; i <= RATE_LIMITS.codeMail.limit; i++) {
      clock = new Date(clock.getTime() + 61_000);
      const { error } = await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses).toEqual([...Array(RATE_LIMITS.codeMail.limit).fill(200), 429]);
    const { rows } = await shop.pg.query<{ n: number }>(
      "select count(*)::int as n from mail_outbox where to_address = $1 and kind = 'sign_in_code'",
      [email],
    );
    expect(rows[0]!.n).toBe(RATE_LIMITS.codeMail.limit);
  });
});

describe("the account's orders", () => {
  it("links the address's guest orders at sign-in, not another address's, and lists only the caller's", async () => {
    const email = "lucia.gomez@example.com";
    const mine = await (await placeOrder("Lucia.Gomez@example.com")).json();
    const theirs = await (await placeOrder("otra.persona@example.com")).json();
    const { session, user } = await signIn(email);

    const first = await post("/api/account/link", {}, authed(session.access_token));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ linked: 1 });
    expect(await (await post("/api/account/link", {}, authed(session.access_token))).json()).toEqual({ linked: 0 });

    const res = await request("/api/account", { headers: authed(session.access_token) });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const account = await res.json();
    expect(account.email).toBe(email);
    expect(account.orders).toEqual([
      expect.objectContaining({
        id: mine.order.id,
        status: "pending",
        total: mine.order.total,
        token: mine.order.accessToken ?? expect.any(String),
        invoices: [],
        fulfilment: null,
        trackingNumber: null,
        // 'Repetir pedido' in the list (session 24): the lines as the order page's button reads them.
        lines: [
          {
            productId: variant.productId,
            variantId: variant.variantId,
            productName: variant.name,
            size: variant.size,
            unit: expect.any(String),
            unitPrice: variant.finalPrice,
            quantity: 1,
          },
        ],
      }),
    ]);
    const { rows } = await shop.pg.query<{ id: number; owner: string | null }>(
      "select id::int, customer_user_id::text as owner from orders where id = any($1::bigint[]) order by id",
      [[mine.order.id, theirs.order.id]],
    );
    expect(rows).toEqual([
      { id: mine.order.id, owner: user.id },
      { id: theirs.order.id, owner: null },
    ]);

    // Another customer sees none of them.
    const other = await signIn("otra.clienta@example.com");
    const seen = await (await request("/api/account", { headers: authed(other.session.access_token) })).json();
    expect(seen.orders).toEqual([]);
  });

  it("gives an order placed signed in to the account, newest first; a forged token places nothing", async () => {
    const email = "pedro.rodriguez@example.com";
    const { session, user } = await signIn(email);
    const first = await (await placeOrder(email, authed(session.access_token))).json();
    // Whatever address is typed at checkout, the order is the signed-in account's.
    const res = await placeOrder("regalo@example.com", authed(session.access_token));
    expect(res.status).toBe(201);
    const second = await res.json();
    const owners = await shop.pg.query<{ owner: string }>(
      "select customer_user_id::text as owner from orders where id = any($1::bigint[])",
      [[first.order.id, second.order.id]],
    );
    expect(owners.rows.map((r) => r.owner)).toEqual([user.id, user.id]);
    const listed = await (await request("/api/account", { headers: authed(session.access_token) })).json();
    expect(listed.orders.map((o: { id: number }) => o.id)).toEqual([second.order.id, first.order.id]);

    const before = (await shop.pg.query<{ n: number }>("select count(*)::int as n from orders")).rows[0]!.n;
    const forged = await accessToken({ appRole: "customer", sub: user.id, email, secret: "x".repeat(40) });
    const refused = await placeOrder(email, authed(forged));
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toBe("unauthorized");
    expect((await shop.pg.query<{ n: number }>("select count(*)::int as n from orders")).rows[0]!.n).toBe(before);
  });
});

describe("who may use /api/account and /api/admin", () => {
  it("answers 401 without a token, with a forged one and with an expired one; 403 to an admin", async () => {
    const customerClaims = { appRole: "customer", sub: "0b7f3c1e-9a51-4c7e-8f3a-2d6b1c0e9f11", email: "x@example.com" };
    const cases: [Record<string, string>, number][] = [
      [{}, 401],
      [authed(await accessToken({ ...customerClaims, secret: "y".repeat(40) })), 401],
      [authed(await accessToken({ ...customerClaims, expiresIn: -120 })), 401],
      [authed(await accessToken()), 403],
    ];
    for (const [headers, status] of cases) {
      for (const res of [await request("/api/account", { headers }), await post("/api/account/link", {}, headers)]) {
        expect(res.status).toBe(status);
        expect((await res.json()).error.message).toMatch(/[áéíóú]|cuenta|sesión/);
      }
    }
  });

  it("refuses a customer's token on every /api/admin route (403)", async () => {
    const { session } = await signIn("curiosa@example.com");
    for (const path of ["/api/admin/session", "/api/admin/orders", "/api/admin/customers", "/api/admin/accounts"]) {
      const res = await request(path, { headers: authed(session.access_token) });
      expect(res.status, path).toBe(403);
      expect((await res.json()).error.code).toBe("forbidden");
    }
  });

  it("never opens the panel to an admin signed in by an e-mailed code, not even refreshed; the password does", async () => {
    const supabase = client();
    expect(
      (await supabase.auth.signInWithOtp({ email: ADMIN.email, options: { shouldCreateUser: false } })).error,
    ).toBeNull();
    const code = await mailedCode(ADMIN.email);
    const { data, error } = await supabase.auth.verifyOtp({ email: ADMIN.email, token: code!, type: "email" });
    expect(error).toBeNull();
    const byCode = await request("/api/admin/session", { headers: authed(data.session!.access_token) });
    expect(byCode.status).toBe(403);
    expect((await byCode.json()).error.message).toBe("Ingrese al panel con su correo y su contraseña.");
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const again = await request("/api/admin/session", { headers: authed(refreshed.data.session!.access_token) });
    expect(again.status).toBe(403);

    const byPassword = await client().auth.signInWithPassword(ADMIN);
    expect(byPassword.error).toBeNull();
    const panel = await request("/api/admin/session", { headers: authed(byPassword.data.session!.access_token) });
    expect(panel.status).toBe(200);
    const refreshedPanel = await client().auth.refreshSession({
      refresh_token: byPassword.data.session!.refresh_token,
    });
    expect(
      (await request("/api/admin/session", { headers: authed(refreshedPanel.data.session!.access_token) })).status,
    ).toBe(200);
    // A token without any sign-in method at all is not a panel session either.
    expect(
      (await request("/api/admin/session", { headers: authed(await accessToken({ signInMethod: null })) })).status,
    ).toBe(403);
  });

  it("refuses the token once the customer signed out", async () => {
    const { supabase, session } = await signIn("se.va@example.com");
    expect((await request("/api/account", { headers: authed(session.access_token) })).status).toBe(200);
    await supabase.auth.signOut();
    expect((await request("/api/account", { headers: authed(session.access_token) })).status).toBe(401);
  });
});
