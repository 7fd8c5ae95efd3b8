import { mkdtemp } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMigrations } from "../../scripts/db/migrations.ts";
import {
  findPostgresBin,
  type SupabaseCluster,
  splitStatements,
  startSupabaseCluster,
} from "../../scripts/rehearse/supabase-cluster.ts";

/**
 * The production rehearsal's database (scripts/rehearse/supabase-cluster.ts): a real PostgreSQL cluster
 * shaped like a hosted Supabase project, the migrations pushed as `supabase db push` does, and shop_worker
 * made by README "Production" step 2. Needs Debian's PostgreSQL in /usr/lib/postgresql: mandatory in CI
 * (.ci/run installs it); elsewhere, without it, the cluster half says why it did not run.
 */
const installed = await findPostgresBin().then(
  () => true,
  (error: Error) => {
    if (process.env.CI) throw error;
    console.warn(`supabase-shaped-cluster.test.ts: ${error.message}`);
    return false;
  },
);
let cluster: SupabaseCluster;
const open: postgres.Sql[] = [];
function connect(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  open.push(sql);
  return sql;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs `work` in a transaction that is always rolled back. */
class Rollback extends Error {}
async function rolledBack(sql: postgres.Sql, work: (tx: postgres.TransactionSql) => Promise<void>) {
  await sql
    .begin(async (tx) => {
      await work(tx);
      throw new Rollback();
    })
    .catch((error) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

describe.skipIf(!installed)("a Supabase-shaped cluster", () => {
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), "supabase-cluster-"));
    cluster = await startSupabaseCluster({ dir, port: await freePort() });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(open.map((sql) => sql.end()));
    await cluster?.stop();
    await cluster?.stop(); // idempotent
  }, 60_000);

  it("has supabase_admin as its superuser, and a postgres role that is not one", async () => {
    const admin = connect(cluster.urls.superuser);
    const [me] = await admin`select current_user as name, rolsuper from pg_roles where rolname = current_user`;
    expect(me).toEqual({ name: "supabase_admin", rolsuper: true });
    const [pg] = await admin`
      select rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls, rolcanlogin,
             pg_has_role('postgres', 'anon', 'member') and pg_has_role('postgres', 'authenticated', 'member')
               and pg_has_role('postgres', 'service_role', 'member') as api_roles,
             pg_has_role('postgres', 'supabase_auth_admin', 'member') as auth_admin,
             pg_has_role('postgres', 'supabase_storage_admin', 'member') as storage_admin
        from pg_roles where rolname = 'postgres'`;
    expect(pg).toEqual({
      rolsuper: false,
      rolcreaterole: true,
      rolcreatedb: true,
      rolreplication: true,
      rolbypassrls: true,
      rolcanlogin: true,
      api_roles: true,
      auth_admin: false,
      storage_admin: false,
    });
    const [login] = await connect(cluster.urls.postgres)`select current_user as name`;
    expect(login?.name).toBe("postgres");
  });

  it("keeps auth and storage out of postgres's hands, as Supabase does", async () => {
    const admin = connect(cluster.urls.superuser);
    const owners = await admin`
      select nspname as schema, pg_get_userbyid(nspowner) as owner from pg_namespace
       where nspname in ('auth', 'storage', 'public', 'extensions', 'supabase_migrations') order by 1`;
    expect(Object.fromEntries(owners.map((r) => [r.schema, r.owner]))).toEqual({
      auth: "supabase_admin",
      extensions: "postgres",
      public: "pg_database_owner",
      storage: "supabase_admin",
      supabase_migrations: "postgres",
    });
    const [users] = await admin`select tableowner from pg_tables where schemaname = 'auth' and tablename = 'users'`;
    expect(users?.tableowner).toBe("supabase_auth_admin");
    const asPostgres = connect(cluster.urls.postgres);
    await expect(asPostgres`create table auth.mine ()`).rejects.toThrow(/permission denied for schema auth/);
    await expect(asPostgres`create table storage.mine ()`).rejects.toThrow(/permission denied for schema storage/);
  });

  it("answers auth.uid(), auth.role() and auth.jwt() from the request's claims", async () => {
    const claims = { sub: "00000000-0000-0000-0000-0000000000c1", role: "authenticated" };
    await rolledBack(connect(cluster.urls.postgres), async (tx) => {
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`;
      const [row] = await tx`select auth.uid()::text as uid, auth.role() as role, auth.jwt() ->> 'sub' as sub`;
      expect(row).toEqual({ uid: claims.sub, role: "authenticated", sub: claims.sub });
    });
  });

  it("records every migration in supabase_migrations.schema_migrations as the CLI does", async () => {
    const migrations = await readMigrations();
    const recorded = await connect(cluster.urls.postgres)<{ version: string; name: string; statements: string[] }[]>`
      select version, name, statements from supabase_migrations.schema_migrations order by version`;
    expect(recorded.map((r) => [r.version, r.name])).toEqual(migrations.map((m) => [m.version, m.name]));
    for (const [i, r] of recorded.entries()) expect(r.statements).toEqual(splitStatements(migrations[i]!.sql));
  });

  it("makes shop_worker exactly as README step 2 says: no rights of its own, three roles to switch into", async () => {
    const [role] = await connect(cluster.urls.superuser)`
      select rolsuper, rolbypassrls, rolinherit, rolcanlogin from pg_roles where rolname = 'shop_worker'`;
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, rolinherit: false, rolcanlogin: true });
    const worker = connect(cluster.urls.shopWorker);
    await expect(worker`select count(*) from public.products`).rejects.toThrow(/permission denied for table products/);
    await rolledBack(worker, async (tx) => {
      await tx`set local role service_role`;
      await tx`insert into public.products (slug, name, published)
               values ('rehearsal-shown', 'Shown', true), ('rehearsal-hidden', 'Hidden', false)`;
      await tx`set local role anon`;
      const visible = await tx`select slug from public.products where slug like 'rehearsal-%'`;
      expect(visible.map((r) => r.slug)).toEqual(["rehearsal-shown"]);
      await expect(tx.savepoint((sp) => sp`insert into public.orders default values`)).rejects.toThrow(
        /permission denied for table orders/,
      );
    });
  });

  it("lets the migrations' security definer function read GoTrue's auth.users, and reference it", async () => {
    const id = "00000000-0000-0000-0000-0000000000ad";
    await connect(cluster.urls.authAdmin)`
      insert into auth.users (id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
                              email_confirmed_at, created_at, updated_at)
      values (${id}, 'authenticated', 'authenticated', 'Owner@Example.com', 'hash', '{"role":"admin"}', '{}',
              now(), now(), now())`;
    await rolledBack(connect(cluster.urls.shopWorker), async (tx) => {
      await tx`set local role service_role`;
      await expect(tx.savepoint((sp) => sp`select id from auth.users`)).rejects.toThrow(/permission denied/);
      const [account] = await tx`select id, email from public.embedded_auth_account(p_email => 'owner@example.com')`;
      expect(account).toEqual({ id, email: "Owner@Example.com" });
      await tx`insert into public.admin_profiles (user_id, email) values (${id}, 'Owner@Example.com')`;
    });
  });
});

describe("splitStatements (the CLI's migration splitter)", () => {
  it("splits on ; outside quotes, dollar bodies, comments and parentheses", () => {
    const sql = `-- a; b\ncreate function f() returns int language sql as $x$ select 1; $x$;\nselect 'a;b', "c;d" /* e; */;;\n`;
    expect(splitStatements(sql)).toEqual([
      "-- a; b\ncreate function f() returns int language sql as $x$ select 1; $x$",
      `select 'a;b', "c;d" /* e; */`,
    ]);
  });
});
