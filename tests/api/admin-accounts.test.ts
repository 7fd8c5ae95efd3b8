import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSERT_ADMIN_SQL } from "../../worker/db/auth.ts";
import { hashPassword } from "../../worker/services/auth/passwords.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

/**
 * The back office manages its admins (issue 23) with the embedded Auth stand-in: list, add, remove (never
 * oneself, never the last), and change one's own password with the current one; signed in for real through
 * supabase-js, so tokens carry sessions.
 */

const OWNER = { email: "duena@quimica.test", password: "clave-de-la-duena-1995" };
let shop: TestShop;
let address = 0;

beforeAll(async () => {
  shop = await startTestShop();
  await shop.pg.query(UPSERT_ADMIN_SQL, [OWNER.email, await hashPassword(OWNER.password)]);
});
afterAll(() => shop.close());

function supabase() {
  const ip = `203.0.113.${++address}`;
  return createClient("http://localhost:8787", "clave-publica-del-panel-local", {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: class {} as never },
    global: {
      headers: { "cf-connecting-ip": ip },
      fetch: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        return shop.request(url.pathname + url.search, init);
      },
    },
  });
}

/** The session's access token; null when Auth refuses the credentials. Any other failure throws, with its cause. */
async function signIn(email: string, password: string) {
  const { data, error } = await supabase().auth.signInWithPassword({ email, password });
  if (error?.code === "invalid_credentials") return null;
  if (error) throw new Error(`Signing ${email} in failed: ${error.status} ${error.code} ${error.message}`);
  return data.session!.access_token;
}

const api = (token: string, path: string, init: RequestInit = {}) =>
  shop.request(`/api/admin${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
  });

describe("admins manage the back office's access", () => {
  it("adds an admin who can sign in, lists both, and removes them; never oneself nor the last", async () => {
    const owner = (await signIn(OWNER.email, OWNER.password))!;
    const helper = { email: "Ayudante@Quimica.test", password: "primera-clave-ayudante" };

    const short = await api(owner, "/accounts", {
      method: "POST",
      body: JSON.stringify({ ...helper, password: "corta" }),
    });
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toBe("La contraseña debe tener al menos 10 caracteres.");

    const added = await api(owner, "/accounts", { method: "POST", body: JSON.stringify(helper) });
    expect(added.status).toBe(201);
    const { id: helperId } = await added.json();
    expect(helperId).toMatch(/^[0-9a-f-]{36}$/);

    const list = await (await api(owner, "/accounts")).json();
    expect(list.admins.map((a: { email: string; you: boolean }) => [a.email, a.you])).toEqual([
      [OWNER.email, true],
      ["ayudante@quimica.test", false],
    ]);
    const helperToken = (await signIn(helper.email, helper.password))!;
    expect((await api(helperToken, "/session")).status).toBe(200);

    // Nobody removes themselves.
    const self = await api(owner, `/accounts/${list.admins[0].id}`, { method: "DELETE" });
    expect(self.status).toBe(409);
    expect((await self.json()).error.code).toBe("cannot_remove_self");

    // Removing the helper ends their access at once (their session is gone with the account).
    expect((await api(owner, `/accounts/${helperId}`, { method: "DELETE" })).status).toBe(204);
    expect((await api(helperToken, "/session")).status).toBe(401);
    expect(await signIn(helper.email, helper.password)).toBeNull();
    expect((await api(owner, `/accounts/${helperId}`, { method: "DELETE" })).status).toBe(404);
  });

  it("keeps the last admin even when two remove each other at once", async () => {
    const owner = (await signIn(OWNER.email, OWNER.password))!;
    const other = { email: "socia@quimica.test", password: "clave-de-la-socia-2026" };
    const { id: otherId } = await (
      await api(owner, "/accounts", { method: "POST", body: JSON.stringify(other) })
    ).json();
    const otherToken = (await signIn(other.email, other.password))!;
    const ownerId = (await (await api(owner, "/session")).json()).admin.id;

    const [a, b] = await Promise.all([
      api(owner, `/accounts/${otherId}`, { method: "DELETE" }),
      api(otherToken, `/accounts/${ownerId}`, { method: "DELETE" }),
    ]);
    // One wins; the other finds its own account gone (401) or the other one the last admin (409).
    const statuses = [a.status, b.status];
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    expect([401, 409]).toContain(statuses.find((s) => s !== 204));
    const admins = async () =>
      (await shop.pg.query<{ id: string }>("select id from auth.users where raw_app_meta_data ->> 'role' = 'admin'"))
        .rows;
    expect(await admins()).toHaveLength(1);

    // The function itself refuses to remove the last admin, whoever asks.
    const [last] = await admins();
    const { rows } = await shop.pg.query<{ outcome: string }>(
      "select public.embedded_auth_remove_admin($1::uuid) as outcome",
      [last!.id],
    );
    expect(rows[0]!.outcome).toBe("last_admin");
    // Either of the two may have won: the owner is back for the tests below whichever it was (the race once left the
    // partner as the last admin, and the next test's owner could not sign in).
    await shop.pg.query(UPSERT_ADMIN_SQL, [OWNER.email, await hashPassword(OWNER.password)]);
  });

  it("changes one's own password with the current one; every session ends, the new password signs in", async () => {
    const me = { email: "cambia@quimica.test", password: "clave-vieja-de-cambia" };
    const owner = (await signIn(OWNER.email, OWNER.password))!;
    expect((await api(owner, "/accounts", { method: "POST", body: JSON.stringify(me) })).status).toBe(201);
    const here = (await signIn(me.email, me.password))!;
    const elsewhere = (await signIn(me.email, me.password))!;
    const change = (body: object) => api(here, "/account/password", { method: "POST", body: JSON.stringify(body) });

    const wrong = await change({
      currentPassword: "no-es-esta-clave",
      newPassword: "clave-nueva-de-cambia",
      confirmPassword: "clave-nueva-de-cambia",
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toMatchObject({
      code: "wrong_password",
      message: "La contraseña actual no es correcta.",
    });
    const mismatch = await change({
      currentPassword: me.password,
      newPassword: "clave-nueva-de-cambia",
      confirmPassword: "otra-clave-nueva",
    });
    expect((await mismatch.json()).error.message).toBe("Las contraseñas no coinciden.");

    const ok = await change({
      currentPassword: me.password,
      newPassword: "clave-nueva-de-cambia",
      confirmPassword: "clave-nueva-de-cambia",
    });
    expect(ok.status).toBe(204);
    expect((await api(here, "/session")).status).toBe(401);
    expect((await api(elsewhere, "/session")).status).toBe(401);
    expect(await signIn(me.email, me.password)).toBeNull();
    expect(await signIn(me.email, "clave-nueva-de-cambia")).toBeTruthy();
  });

  it("never changes an existing account's password: one's own, another admin's or a non-admin's; 409", async () => {
    const owner = (await signIn(OWNER.email, OWNER.password))!;
    const other = { email: "otra-admin@quimica.test", password: "clave-de-la-otra-admin" };
    expect((await api(owner, "/accounts", { method: "POST", body: JSON.stringify(other) })).status).toBe(201);
    // An account without the admin role (a future customer account): the embedded auth.users, as GoTrue would have it.
    const customer = { email: "clienta@quimica.test", password: "clave-de-la-clienta-1" };
    await shop.pg.query(
      `insert into auth.users (email, encrypted_password, raw_app_meta_data)
       values ($1, $2, '{"provider": "email", "providers": ["email"]}'::jsonb)`,
      [customer.email, await hashPassword(customer.password)],
    );
    const usersBefore = (await shop.pg.query("select * from auth.users order by id")).rows;
    const profilesBefore = (await shop.pg.query("select * from admin_profiles order by user_id")).rows;
    const stolen = "clave-del-que-robo-el-token";

    for (const email of [
      OWNER.email,
      OWNER.email.toUpperCase(),
      ` ${other.email}`,
      "Otra-Admin@Quimica.test",
      customer.email,
    ]) {
      const res = await api(owner, "/accounts", { method: "POST", body: JSON.stringify({ email, password: stolen }) });
      expect(res.status, email).toBe(409);
      expect((await res.json()).error).toMatchObject({
        code: "account_exists",
        message: "Ya existe una cuenta con ese correo.",
      });
    }

    // Nothing changed: the passwords, the roles, the admin list; the owner's session is still open.
    expect((await shop.pg.query("select * from auth.users order by id")).rows).toEqual(usersBefore);
    expect((await shop.pg.query("select * from admin_profiles order by user_id")).rows).toEqual(profilesBefore);
    for (const email of [OWNER.email, other.email, customer.email]) expect(await signIn(email, stolen)).toBeNull();
    expect(await signIn(OWNER.email, OWNER.password)).toBeTruthy();
    expect(await signIn(other.email, other.password)).toBeTruthy();
    expect((await api(owner, "/session")).status).toBe(200);
    const list = await (await api(owner, "/accounts")).json();
    expect(list.admins.map((a: { email: string }) => a.email)).not.toContain(customer.email);
  });

  it("refuses people who are not signed in as an admin", async () => {
    expect((await shop.request("/api/admin/accounts")).status).toBe(401);
    const res = await shop.request("/api/admin/accounts", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "x@quimica.test", password: "0123456789ab" }),
    });
    expect(res.status).toBe(401);
  });
});
