import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createScratchDatabase,
  type ScratchDatabase,
  serverUrl,
  warnWithoutServer,
} from "../../../tests/support/server-database.ts";
import { createGoTrue } from "./gotrue.ts";
import { verifyPassword } from "./gotrue-passwords.ts";
import { CREATE_AUTH_USERS_SQL, postgresUserStore, type UserStore } from "./gotrue-users.ts";
import { KEYS, SUPABASE_URL, supabaseClient } from "./test-support.ts";

/**
 * The Auth stand-in's users in Postgres (auth.users as GoTrue's first migration leaves it, migrated at start
 * like GoTrue does), on the server in TEST_DATABASE_URL, connected as a role like supabase_auth_admin.
 */
warnWithoutServer("gotrue-postgres.test.ts");

describe.skipIf(!serverUrl)("GoTrue stand-in on Postgres (auth.users)", () => {
  let scratch: ScratchDatabase;
  let sql: postgres.Sql;
  let authAdminUrl: string;
  const stores: UserStore[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase("standin_gotrue", { schema: "empty" });
    sql = postgres(scratch.adminUrl, { max: 1, onnotice: () => {} });
    await sql.unsafe(CREATE_AUTH_USERS_SQL);
    // As on Supabase: a login role that owns auth.users and nothing else.
    await sql.unsafe(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = 'stand_in_auth_admin') then
        create role stand_in_auth_admin login noinherit nocreaterole password 'stand_in_auth_admin';
      end if; end $$`);
    await sql.unsafe("grant usage, create on schema auth to stand_in_auth_admin");
    await sql.unsafe("alter table auth.users owner to stand_in_auth_admin");
    await sql.unsafe("alter table auth.schema_migrations owner to stand_in_auth_admin");
    const url = new URL(scratch.adminUrl);
    url.username = "stand_in_auth_admin";
    url.password = "stand_in_auth_admin";
    authAdminUrl = url.toString();
  });

  afterAll(async () => {
    for (const store of stores) await store.close();
    await sql?.end();
    await scratch?.drop();
    const server = postgres(serverUrl!, { max: 1, onnotice: () => {} });
    await server.unsafe("drop role if exists stand_in_auth_admin").finally(() => server.end());
  });

  const open = () => {
    const store = postgresUserStore(authAdminUrl);
    stores.push(store);
    return store;
  };

  it("migrates auth.users like GoTrue (twice is harmless) and keeps users across restarts", async () => {
    const gotrue = await createGoTrue({ supabaseUrl: SUPABASE_URL, keys: KEYS, users: open() });
    const admin = supabaseClient(gotrue.app, KEYS.secret).auth.admin;
    const created = await admin.createUser({
      email: "Duena@Example.com",
      password: "una-clave-larga-1",
      email_confirm: true,
      app_metadata: { role: "admin" },
      user_metadata: { nombre: "Ana" },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;

    const [row] = await sql`select * from auth.users where id = ${id}`;
    expect(row).toMatchObject({
      aud: "authenticated",
      role: "authenticated",
      email: "duena@example.com",
      raw_app_meta_data: { provider: "email", providers: ["email"], role: "admin" },
      raw_user_meta_data: { nombre: "Ana", email_verified: true },
    });
    expect(row!.email_confirmed_at).toBeInstanceOf(Date);
    expect(row!.confirmed_at).toEqual(row!.email_confirmed_at); // GoTrue's generated column
    expect(row!.encrypted_password).toMatch(/^\$scrypt\$/);
    expect(await verifyPassword("una-clave-larga-1", row!.encrypted_password)).toBe(true);
    const versions = await sql`select version from auth.schema_migrations order by version`;
    expect(versions.map((v) => v.version)).toEqual(["20210710035447", "20210722035447"]);

    // A second start (migrations again) sees the same user and signs it in.
    const restarted = await createGoTrue({ supabaseUrl: SUPABASE_URL, keys: KEYS, users: open() });
    const client = supabaseClient(restarted.app, KEYS.publishable);
    const signIn = await client.auth.signInWithPassword({ email: "duena@example.com", password: "una-clave-larga-1" });
    expect(signIn.error).toBeNull();
    const [signedIn] = await sql`select last_sign_in_at from auth.users where id = ${id}`;
    expect(signedIn!.last_sign_in_at).toBeInstanceOf(Date);

    const restartedAdmin = supabaseClient(restarted.app, KEYS.secret).auth.admin;
    const duplicate = await restartedAdmin.createUser({ email: "duena@example.com", password: "otra-clave-larga" });
    expect(duplicate.error).toMatchObject({ status: 422, code: "email_exists" });
    const updated = await restartedAdmin.updateUserById(id, { app_metadata: { team: "ventas" } });
    expect(updated.data.user?.app_metadata).toMatchObject({ role: "admin", team: "ventas" });
    const listed = await restartedAdmin.listUsers({ page: 1, perPage: 10 });
    expect(listed.data).toMatchObject({ total: 1 });
    expect(listed.data.users[0]?.email).toBe("duena@example.com");
  });
});
