/**
 * `npm run db:migrate` — apply supabase/migrations to the Postgres server in DATABASE_URL (a plain server:
 * bootstraps the Supabase roles and auth schema first). Add `--seed` to load the demo content into an
 * empty database. For a Supabase project use `supabase db push` instead (it has the roles already).
 */
import postgres from "postgres";
import { isSeeded, seedDemoContent } from "../../supabase/seed/seed.ts";
import { bootstrapLocal, migrate } from "./migrations.ts";
import { postgresRunner } from "./sql-runner.ts";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("Set DATABASE_URL=postgres://user:password@host:5432/database to migrate a Postgres server.");
  process.exit(1);
}
// One connection: the migration runner's begin/commit must share it.
const sql = postgres(url, { max: 1, onnotice: () => {} });
try {
  const db = postgresRunner(sql);
  await bootstrapLocal(db);
  const applied = await migrate(db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Already up to date.");
  if (process.argv.includes("--seed") && !(await isSeeded(db))) {
    await seedDemoContent(db);
    console.log("Seeded the demo content.");
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await sql.end();
}
