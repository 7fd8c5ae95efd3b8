import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGoTrue, type GoTrue } from "../../../scripts/rehearse/stand-ins/gotrue.ts";
import { memoryUserStore } from "../../../scripts/rehearse/stand-ins/gotrue-users.ts";
import { fetchTo, KEYS, SUPABASE_URL } from "../../../scripts/rehearse/stand-ins/test-support.ts";
import { startTestShop, type TestShop } from "../../../tests/support/test-database.ts";
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
    const owner = await port.upsert("Duena@Quimica.uy", "clave-de-la-duena-1");
    const helper = await port.upsert("ayudante@quimica.uy", "clave-del-ayudante-1");
    expect(owner.created && helper.created).toBe(true);
    expect((await port.upsert("ayudante@quimica.uy", "clave-del-ayudante-2")).created).toBe(false);

    const listed = await port.list();
    expect(listed.map((a) => a.email)).toEqual(["duena@quimica.uy", "ayudante@quimica.uy"]);

    expect(await port.passwordMatches("duena@quimica.uy", "clave-de-la-duena-1")).toBe(true);
    expect(await port.passwordMatches("duena@quimica.uy", "otra-clave")).toBe(false);
    expect(await port.passwordMatches("nadie@quimica.uy", "otra-clave")).toBe(false);
    expect(await port.passwordMatches("ayudante@quimica.uy", "clave-del-ayudante-2")).toBe(true);
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
});
