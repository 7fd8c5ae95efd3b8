import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGoTrue, type GoTrue } from "../../../scripts/rehearse/stand-ins/gotrue.ts";
import { memoryUserStore } from "../../../scripts/rehearse/stand-ins/gotrue-users.ts";
import { fetchTo, KEYS, SUPABASE_URL } from "../../../scripts/rehearse/stand-ins/test-support.ts";
import { startTestShop, type TestShop } from "../../../tests/support/test-database.ts";
import { supabaseAuthAdmin } from "../supabase/client.ts";
import { supabaseAdminAccounts } from "./supabase.ts";

/**
 * The back office's admin accounts on a Supabase project: supabase-js's Admin API against the Supabase Auth
 * stand-in (the rehearsal's), with the new sb_publishable_/sb_secret_ keys.
 */

let shop: TestShop;
let gotrue: GoTrue;
beforeAll(async () => {
  shop = await startTestShop();
  gotrue = await createGoTrue({ supabaseUrl: SUPABASE_URL, keys: KEYS, users: memoryUserStore() });
});
afterAll(() => shop.close());

const accounts = () =>
  supabaseAdminAccounts(shop.db, {
    url: SUPABASE_URL,
    secretKey: KEYS.secret,
    publishableKey: KEYS.publishable,
    fetch: fetchTo(gotrue.app),
  });

describe("admin accounts on Supabase Auth", () => {
  it("adds, lists, checks passwords, changes one, and removes an admin, keeping the last", async () => {
    const port = accounts();
    const owner = (await port.add("Duena@Quimica.uy", "clave-de-la-duena-1"))!;
    const helper = (await port.add("ayudante@quimica.uy", "clave-del-ayudante-1"))!;
    expect(owner.id && helper.id).toBeTruthy();

    const listed = await port.list();
    expect(listed.map((a) => a.email)).toEqual(["duena@quimica.uy", "ayudante@quimica.uy"]);

    expect(await port.passwordMatches("duena@quimica.uy", "clave-de-la-duena-1")).toBe(true);
    expect(await port.passwordMatches("duena@quimica.uy", "otra-clave")).toBe(false);
    expect(await port.passwordMatches("nadie@quimica.uy", "otra-clave")).toBe(false);
    expect(await port.passwordMatches("ayudante@quimica.uy", "clave-del-ayudante-1")).toBe(true);
    // The checks opened no session that stays open.
    expect(gotrue.sessions.size).toBe(0);

    await port.setPassword(owner.id, "clave-nueva-de-la-duena");
    expect(await port.passwordMatches("duena@quimica.uy", "clave-de-la-duena-1")).toBe(false);
    expect(await port.passwordMatches("duena@quimica.uy", "clave-nueva-de-la-duena")).toBe(true);

    expect(await port.remove(helper.id)).toBe("removed");
    expect(await port.remove(helper.id)).toBe("not_found");
    expect(await port.remove(owner.id)).toBe("last_admin");
    expect((await port.list()).map((a) => a.email)).toEqual(["duena@quimica.uy"]);
  });

  it("adding a taken e-mail (an admin's, or a user's without the admin role) changes nothing and answers null", async () => {
    const port = accounts();
    const admin = (await port.add("jefa@quimica.uy", "clave-de-la-jefa-1"))!;
    const secret = supabaseAuthAdmin(SUPABASE_URL, KEYS.secret, fetchTo(gotrue.app));
    const customer = await secret.createUser({
      email: "clienta@quimica.uy",
      password: "clave-de-la-clienta-1",
      email_confirm: true,
    });
    expect(customer.error).toBeNull();

    expect(await port.add("Jefa@Quimica.uy", "clave-robada-12345")).toBeNull();
    expect(await port.add("clienta@quimica.uy", "clave-robada-12345")).toBeNull();

    expect(await port.passwordMatches("jefa@quimica.uy", "clave-robada-12345")).toBe(false);
    expect(await port.passwordMatches("jefa@quimica.uy", "clave-de-la-jefa-1")).toBe(true);
    expect(await port.passwordMatches("clienta@quimica.uy", "clave-robada-12345")).toBe(false);
    expect(await port.passwordMatches("clienta@quimica.uy", "clave-de-la-clienta-1")).toBe(true);
    const { data } = await secret.getUserById(customer.data.user!.id);
    expect(data.user?.app_metadata.role).toBeUndefined();
    expect((await port.list()).map((a) => a.id)).toContain(admin.id);
    expect((await port.list()).map((a) => a.email)).not.toContain("clienta@quimica.uy");
  });
});
