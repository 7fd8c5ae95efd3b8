import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SqlRunner } from "./sql-runner.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
export const migrationsDir = join(root, "supabase/migrations");
export const bootstrapFile = join(root, "supabase/local/bootstrap.sql");

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** Migrations in supabase/migrations, oldest first. File names are `<14-digit version>_<name>.sql`. */
export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".sql")).sort();
  return Promise.all(
    files.map(async (file) => {
      const match = /^(\d{14})_(.+)\.sql$/.exec(file);
      if (!match) throw new Error(`Migration file name must look like 20260101000000_name.sql: ${file}`);
      return { version: match[1]!, name: match[2]!, sql: await readFile(join(dir, file), "utf8") };
    }),
  );
}

/** Creates on plain Postgres what Supabase provides (roles, auth schema). Idempotent. */
export async function bootstrapLocal(db: SqlRunner): Promise<void> {
  await db.exec(await readFile(bootstrapFile, "utf8"));
}

/**
 * Applies every migration not yet recorded in supabase_migrations.schema_migrations, each in its own
 * transaction together with its record, so a failing migration leaves nothing half-applied.
 * Returns the versions applied now.
 */
export async function migrate(db: SqlRunner): Promise<string[]> {
  const applied = new Set(
    (await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations")).map(
      (r) => r.version,
    ),
  );
  const done: string[] = [];
  for (const m of await readMigrations()) {
    if (applied.has(m.version)) continue;
    const record = `insert into supabase_migrations.schema_migrations (version, name, statements) values ('${m.version}', '${m.name.replaceAll("'", "''")}', '{}');`;
    try {
      await db.exec(`begin;\n${m.sql}\n;${record}\ncommit;`);
    } catch (error) {
      await db.exec("rollback;").catch(() => {});
      throw new Error(`Migration ${m.version}_${m.name} failed: ${(error as Error).message}`);
    }
    done.push(m.version);
  }
  return done;
}
