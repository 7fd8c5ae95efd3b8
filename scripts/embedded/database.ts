import { createHash } from "node:crypto";
import { access, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { type DemoAdmin, seedDemoAdmin } from "../../supabase/seed/demo-admin.ts";
import { isSeeded, seedDemoContent } from "../../supabase/seed/seed.ts";
import { bootstrapFile, bootstrapLocal, migrate } from "../db/migrations.ts";
import { openPglite } from "../db/pglite.ts";
import { pgliteRunner } from "../db/sql-runner.ts";
import { embeddedDatabaseUrl } from "./database-url.ts";
import type { DatabaseSnapshot } from "./db-snapshot.ts";
import { type SocketServer, startSocketServer } from "./socket-server.ts";
import { UserError } from "./user-error.ts";

export interface EmbeddedDatabase {
  url: string;
  db: PGlite;
  /** Its socket server: `between` runs work on the one session between clients (./vacuum.ts). */
  server: SocketServer;
  /** The demo admin, when this start created it (the first one): scripts/start.ts prints it once. */
  demoAdmin: DemoAdmin | null;
  stop(): Promise<void>;
}

export { embeddedDatabaseUrl };

/**
 * Opens (or creates) the PGlite database in `dataDir`, applies pending migrations, seeds demo content on
 * first run, and serves it over TCP on 127.0.0.1 so the Worker connects with postgres.js exactly as it
 * does to Supabase. The socket server (./socket-server.ts) lets any number of connections wait their
 * turn for PGlite's one session; a client silent inside its transaction while others wait is rolled
 * back after `idleInTransactionMs` (DB_IDLE_IN_TRANSACTION_MS, default 2000).
 */
export async function startEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
  idleInTransactionMs?: number;
  log?: (line: string) => void;
  /** A new data directory starts as this copy when there is one, and leaves one when there is none (db-snapshot.ts). */
  snapshot?: DatabaseSnapshot;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const idleInTransactionMs = options.idleInTransactionMs ?? idleInTransactionFromEnv();
  let db: PGlite;
  const isNew = !(await exists(join(options.dataDir, "PG_VERSION")));
  const copy = isNew ? await options.snapshot?.read() : null;
  try {
    await mkdir(options.dataDir, { recursive: true });
    if (copy) log("Creating the database from the copy of the last new one (same migrations and demo catalogue)…");
    db = await openPglite(options.dataDir, copy ?? undefined).catch(async (error) => {
      if (!copy || !options.snapshot) throw error;
      // An unusable copy is dropped, and the database is made from nothing, as without one.
      log(`The copy could not be used (${firstLineOf(error)}); creating the database anew.`);
      await rm(options.snapshot.file, { force: true });
      await rm(options.dataDir, { recursive: true, force: true });
      await mkdir(options.dataDir, { recursive: true });
      return openPglite(options.dataDir);
    });
  } catch (error) {
    throw new UserError(
      `The database in ${options.dataDir} could not be opened (${firstLineOf(error)}); move that folder away to start with fresh demo data, or set DATA_DIR to another folder.`,
    );
  }
  const runner = pgliteRunner(db);
  await bootstrapUnlessDone(runner, options.dataDir, isNew);
  const applied = await migrate(runner);
  if (applied.length) log(`Applied migrations: ${applied.join(", ")}`);
  if (!(await isSeeded(runner))) {
    log("Seeding the demo catalogue…");
    await seedDemoContent(runner);
    // Exactly bootstrap, migrations and catalogue, no admin yet: the next new data directory starts from it.
    if (isNew && !copy && options.snapshot) {
      await options.snapshot
        .save(db)
        .catch((error) => log(`The database's copy was not kept (${firstLineOf(error)}).`));
    }
  }
  const demoAdmin = await seedDemoAdmin(runner);

  let server: SocketServer;
  try {
    server = await startSocketServer({
      db,
      host: "127.0.0.1",
      port: options.port,
      idleInTransactionMs,
      log,
    });
  } catch (error) {
    await db.close();
    throw new UserError(
      `The embedded database could not listen on 127.0.0.1:${options.port} (${firstLineOf(error)}); set DB_PORT to a free port.`,
    );
  }
  const statsTimer = process.env.DB_STATS === "1" ? logLoadEverySecond(server, log) : undefined;
  return {
    url: embeddedDatabaseUrl(options.port),
    db,
    server,
    demoAdmin,
    async stop() {
      clearInterval(statsTimer);
      await server.stop();
      await db.close();
    },
  };
}

/**
 * supabase/local/bootstrap.sql (idempotent) on a new database, and again only when it changed since it last ran on
 * this one: its sha-256 is kept in the database's folder (pgdata/shop-bootstrap.sha256, which Postgres ignores) once
 * it ran. A restart skips it: about 0.6 s of PGlite's CPU before the shop can answer (docs/decisions/028, issue 39).
 */
async function bootstrapUnlessDone(runner: ReturnType<typeof pgliteRunner>, dataDir: string, isNew: boolean) {
  const marker = join(dataDir, "shop-bootstrap.sha256");
  const hash = createHash("sha256")
    .update(await readFile(bootstrapFile))
    .digest("hex");
  if (!isNew && (await readFile(marker, "utf8").catch(() => "")) === hash) return;
  await bootstrapLocal(runner);
  await writeFile(marker, hash);
}

/**
 * DB_STATS=1: one line a second while the database is used: connections, the most clients waiting for
 * the session, how long PGlite executed and how long a client held the session (executing, or waiting
 * for that client's next statement inside its transaction), the longest such wait (what
 * DB_IDLE_IN_TRANSACTION_MS must stay well above), rollbacks and evictions.
 */
function logLoadEverySecond(server: SocketServer, log: (line: string) => void) {
  let last = server.stats();
  const timer = setInterval(() => {
    const now = server.stats();
    if (now.busyMs !== last.busyMs || now.open) {
      const counted = (key: "connections" | "refused" | "rolledBackOnClose" | "evicted") => now[key] - last[key];
      log(
        `db: ${now.open} open (${counted("connections")} new, ${counted("refused")} refused), up to ${now.maxWaiting} waiting; ` +
          `executed ${(now.busyMs - last.busyMs).toFixed(0)} ms, held ${(now.heldMs - last.heldMs).toFixed(0)} ms, ` +
          `longest wait for an owner ${now.longestSilenceMs.toFixed(0)} ms; ` +
          `${counted("rolledBackOnClose")} rolled back on close, ${counted("evicted")} evicted`,
      );
    }
    server.resetPeaks();
    last = now;
  }, 1000);
  timer.unref();
  return timer;
}

function idleInTransactionFromEnv(): number | undefined {
  const raw = process.env.DB_IDLE_IN_TRANSACTION_MS;
  if (raw === undefined || raw === "") return undefined;
  const ms = Number(raw);
  if (!Number.isFinite(ms) || ms < 0) {
    throw new UserError(`DB_IDLE_IN_TRANSACTION_MS must be a number of milliseconds (0 = no limit), not "${raw}".`);
  }
  return ms;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

function firstLineOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0]?.slice(0, 200) || "unknown error";
}
