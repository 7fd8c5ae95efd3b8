import { cp, mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "./database.ts";
import { databaseSnapshot } from "./db-snapshot.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * A new data directory of `npm start` starts as a copy of the last new one made from the same sources (migrations,
 * bootstrap, seed, PGlite): the copy has the demo catalogue and no admin, each directory makes its own admin, and a
 * changed migration names another copy. Runs in a checkout of its own (a temp folder with the sources the copy
 * depends on), so it never touches this checkout's cache.
 */
describe("the new database's copy", () => {
  let root = "";
  const opened: EmbeddedDatabase[] = [];
  afterAll(async () => {
    for (const db of opened) await db.stop().catch(() => {});
    if (root) await rm(root, { recursive: true, force: true });
  });

  const start = async (name: string) => {
    const lines: string[] = [];
    const db = await startEmbeddedDatabase({
      dataDir: join(root, name, "pgdata"),
      port: 0,
      log: (line) => lines.push(line),
      snapshot: await databaseSnapshot(root),
    });
    opened.push(db);
    return { db, lines };
  };
  const count = async (db: EmbeddedDatabase, table: string) =>
    (await db.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n;

  it("is kept after the first new database, makes the next one, and is not used once a migration changes", async () => {
    root = await mkdtemp(join(tmpdir(), "shop-db-copy-"));
    for (const path of [
      "supabase/migrations",
      "supabase/seed",
      "supabase/local/bootstrap.sql",
      "scripts/db/migrations.ts",
      "node_modules/@electric-sql/pglite/package.json",
    ]) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await cp(join(ROOT, path), join(root, path), { recursive: true });
    }
    const snapshot = await databaseSnapshot(root);
    expect(await snapshot.read(), "no copy before the first new database").toBeNull();

    // The first new database: made from nothing, seeded, and its copy kept (before its admin was made).
    const first = await start("first");
    expect(first.lines).toContain("Seeding the demo catalogue…");
    expect(first.db.demoAdmin, "the first directory makes its demo admin").not.toBeNull();
    expect((await stat(snapshot.file)).size).toBeGreaterThan(0);
    await first.db.db.query(
      "insert into public.categories (slug, title, sort_order) values ('solo-aqui', 'Solo aquí', 99)",
    );

    // The second: the copy, with the whole catalogue and every migration, its own demo admin, nothing of the first's.
    const second = await start("second");
    expect(second.lines.some((line) => line.startsWith("Creating the database from the copy"))).toBe(true);
    expect(second.lines).not.toContain("Seeding the demo catalogue…");
    expect(second.lines.some((line) => line.startsWith("Applied migrations"))).toBe(false);
    expect(second.db.demoAdmin, "the copy has no admin: this directory makes its own").not.toBeNull();
    for (const table of ["public.products", "public.product_variants", "public.blog_posts", "auth.users"]) {
      expect(await count(second.db, table), table).toBe(await count(first.db, table));
    }
    const copied = await second.db.db.query("select 1 from public.categories where slug = 'solo-aqui'");
    expect(copied.rows, "what the first directory did after its copy is not in the second").toHaveLength(0);

    // A changed migration: another copy's name, none there yet, so the next new database is made from nothing.
    const [lastMigration] = (await readdir(join(root, "supabase/migrations"))).sort().reverse();
    await writeFile(join(root, "supabase/migrations", lastMigration!), "\n-- changed\n", { flag: "a" });
    const changed = await databaseSnapshot(root);
    expect(changed.file).not.toBe(snapshot.file);
    expect(await changed.read()).toBeNull();
  }, 300_000);
});
