import postgres from "postgres";
import { afterAll, beforeAll } from "vitest";
import { bootstrapLocal, migrate } from "../../scripts/db/migrations.ts";
import { postgresRunner } from "../../scripts/db/sql-runner.ts";
import { type Database, openDatabase } from "../../worker/db/database.ts";

/**
 * Tests that need real concurrent connections (or a real server) run on the Postgres server in
 * TEST_DATABASE_URL (CI starts Debian's). In CI the variable is mandatory; elsewhere such a test says why
 * it did not run.
 */
export const serverUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI && !serverUrl) throw new Error("CI must set TEST_DATABASE_URL for the tests that need a server.");

/** Without a server, says so: `what` is what happens then (by default, the test needs one and does not run). */
export function warnWithoutServer(file: string, what = "this test needs a Postgres server.") {
  if (!serverUrl) console.warn(`${file}: TEST_DATABASE_URL is not set; ${what}`);
}

export interface ScratchDatabase {
  /** As the server's superuser (set-up and direct assertions). */
  adminUrl: string;
  /** As `shop_worker`, the Worker's login role (no table rights of its own). */
  workerUrl: string;
  drop(): Promise<void>;
}

export interface ScratchOptions {
  /**
   * What the database holds when it is handed over: "migrated" (the default: bootstrapped, every
   * migration applied, shop_worker given its password) or "empty" (just created: for a test that
   * bootstraps and migrates it itself, or runs the CLI that does).
   */
  schema?: "migrated" | "empty";
}

/**
 * A fresh database on the server (named `${name}_${pid}`, dropped first if a crashed run left it), by
 * default bootstrapped and migrated, with a password for shop_worker.
 */
export async function createScratchDatabase(
  name: string,
  { schema = "migrated" }: ScratchOptions = {},
): Promise<ScratchDatabase> {
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const dbName = `${name}_${process.pid}`;
  const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await server.unsafe(`drop database if exists ${dbName} with (force)`);
  await server.unsafe(`create database ${dbName}`);
  const adminUrl = withDatabase(serverUrl, dbName);
  if (schema === "migrated") {
    const setup = postgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      await bootstrapLocal(postgresRunner(setup));
      await migrate(postgresRunner(setup));
      // Roles are per server, not per database: the password is the same for every scratch database.
      await setup.unsafe("alter role shop_worker password 'shop_worker'");
    } finally {
      await setup.end();
    }
  }
  const worker = new URL(adminUrl);
  worker.username = "shop_worker";
  worker.password = "shop_worker";
  return {
    adminUrl,
    workerUrl: worker.toString(),
    async drop() {
      await server.unsafe(`drop database if exists ${dbName} with (force)`);
      await server.end();
    },
  };
}

export interface ScratchShop {
  scratch: ScratchDatabase;
  /** postgres.js as the superuser, for set-up and assertions (a few connections, no prepared statements). */
  sql: postgres.Sql;
  /** The Worker's Database on the scratch database, as the superuser, with a pool for 40 concurrent units. */
  db: Database;
}

/**
 * For the describe block it is called in: a migrated scratch database created before its tests (`sql` and
 * `db` on it) and dropped after them. Read the fields inside the tests, once beforeAll has filled them.
 */
export function scratchShop(name: string): ScratchShop {
  const shop = {} as ScratchShop;
  beforeAll(async () => {
    shop.scratch = await createScratchDatabase(name);
    shop.sql = postgres(shop.scratch.adminUrl, { max: 4, prepare: false, fetch_types: false, onnotice: () => {} });
    shop.db = openDatabase(shop.scratch.adminUrl, 40);
  }, 60_000);
  afterAll(async () => {
    await shop.db?.close();
    await shop.sql?.end();
    await shop.scratch?.drop();
  });
  return shop;
}

function withDatabase(url: string, dbName: string) {
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  return u.toString();
}
