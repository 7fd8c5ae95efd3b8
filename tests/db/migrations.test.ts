import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrapLocal, migrate, readMigrations } from "../../scripts/db/migrations.ts";
import type { SqlRunner } from "../../scripts/db/sql-runner.ts";
import { pgliteDatabase } from "../support/pglite-database.ts";

let close: () => Promise<void>;
let db: SqlRunner;
beforeAll(async () => {
  ({ db, close } = await pgliteDatabase());
});
afterAll(() => close());

describe("migrations from zero on PGlite", () => {
  it("bootstrap, then every migration applies once and is recorded", async () => {
    await bootstrapLocal(db);
    await bootstrapLocal(db); // idempotent: npm start runs it every time
    const all = (await readMigrations()).map((m) => m.version);
    expect(await migrate(db)).toEqual(all);
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ version: string }>(
      "select version from supabase_migrations.schema_migrations order by version",
    );
    expect(recorded.map((r) => r.version)).toEqual(all);
  });

  it("creates the Supabase-style roles and auth helpers the policies rely on", async () => {
    const roles = await db.query<{ rolname: string }>(
      "select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname",
    );
    expect(roles.map((r) => r.rolname)).toEqual(["anon", "authenticated", "service_role"]);
    await db.exec(
      `begin; select set_config('request.jwt.claims', '{"sub":"00000000-0000-0000-0000-00000000000a","app_metadata":{"role":"admin"}}', true);`,
    );
    const [row] = await db.query<{ uid: string; admin: boolean }>(
      "select auth.uid()::text as uid, public.is_admin() as admin",
    );
    await db.exec("rollback");
    expect(row).toEqual({ uid: "00000000-0000-0000-0000-00000000000a", admin: true });
  });
});
