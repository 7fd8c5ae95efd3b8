/**
 * `npm run db:migrate` — apply supabase/migrations to the Postgres server in DATABASE_URL (a plain server:
 * bootstraps the Supabase roles and auth schema first). Add `--seed` to load the demo content into an
 * empty database. With WORKER_DB_PASSWORD set, also gives the Worker's login role `shop_worker` that
 * password. For a Supabase project use `supabase db push` instead (it has the roles already).
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
  const workerPassword = process.env.WORKER_DB_PASSWORD?.trim();
  if (workerPassword) {
    // The Worker's login role (bootstrap.sql): no table rights, may only become anon/authenticated/service_role.
    await sql.unsafe(`alter role shop_worker password ${quoteLiteral(workerPassword)}`);
    const workerUrl = new URL(url);
    workerUrl.username = "shop_worker";
    workerUrl.password = "********";
    console.log(`shop_worker can log in now; give the Worker DATABASE_URL=${workerUrl.toString()} (your password).`);
  }
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

/** A SQL string literal (ALTER ROLE … PASSWORD takes no parameters). */
function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
