/**
 * `npm start` (build the SPA, then serve) and `npm run dev` (Vite hot reload in front of the same Worker):
 * embedded PGlite database under DATA_DIR, served over a local socket, and the real Worker in workerd
 * via `wrangler dev`. Ctrl-C stops everything this started.
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildWhatChanged } from "./embedded/builds.ts";
import { type EmbeddedDatabase, embeddedDatabaseUrl, startEmbeddedDatabase } from "./embedded/database.ts";
import { databaseSnapshot } from "./embedded/db-snapshot.ts";
import { localAuthSecret } from "./embedded/local-secret.ts";
import { acquireLock, recordGroups } from "./embedded/lock.ts";
import { ensurePortFree } from "./embedded/ports.ts";
import { Processes, waitForHttp } from "./embedded/processes.ts";
import { UserError } from "./embedded/user-error.ts";
import { keepVacuumed } from "./embedded/vacuum.ts";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 8787);
const dbPort = Number(process.env.DB_PORT ?? (port + 10_000 <= 65_535 ? port + 10_000 : 54_329));
const vitePort = Number(process.env.VITE_PORT ?? 5173);
// wrangler's devtools port, per shop like the database's: two shops at once (end-to-end runs on other ports)
// would otherwise both ask for 9229.
const inspectorPort = Number(process.env.INSPECTOR_PORT ?? (port + 20_000 <= 65_535 ? port + 20_000 : 9229));
const dataDir = resolve(process.env.DATA_DIR ?? ".data");
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const log = (line: string) => console.log(`[shop] ${line}`);
const WRANGLER = resolve(root, "node_modules/wrangler/bin/wrangler.js");

// Each command on a leash, its group recorded in the data directory's lock: nothing outlives a crash (lock.ts).
const processes = new Processes((groups) => recordGroups(dataDir, groups));
let database: EmbeddedDatabase | undefined;
let releaseLock: (() => Promise<void>) | undefined;
let stopping = false;

async function main() {
  releaseLock = await acquireLock(await ensureDir(dataDir));
  await ensurePortFree(port, "the shop", "PORT");
  await ensurePortFree(dbPort, "the embedded database", "DB_PORT");
  if (dev) await ensurePortFree(vitePort, "Vite", "VITE_PORT");

  // The database (created and seeded on a first start) runs on this thread while the builds run on threads of
  // their own and wrangler in its own processes: both cores work, and a restart waits for the slower of the two.
  // It opens once the builds are checked: its WebAssembly compile holds this thread for about two seconds, and a
  // restart with nothing to build then starts wrangler first (the Worker connects on its first request only).
  let checked!: () => void;
  const buildsChecked = new Promise<void>((resolve) => {
    checked = resolve;
  });
  const serving = buildsThenWorker(checked);
  await Promise.race([buildsChecked, serving]);
  log(`Opening the database in ${dataDir}…`);
  const opening = startEmbeddedDatabase({
    dataDir: resolve(dataDir, "pgdata"),
    port: dbPort,
    log,
    snapshot: await databaseSnapshot(root),
  }).then((db) => {
    database = db;
    return db;
  });
  const [db] = await Promise.all([opening, serving]);
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, 90_000);
  log(`The shop is ready on http://localhost:${port} (Ctrl-C stops it).`);
  if (db.demoAdmin) {
    log(
      `Demo admin created: ${db.demoAdmin.email} / ${db.demoAdmin.password} at http://localhost:${port}/admin/login (shown only now; change it with npm run admin:create).`,
    );
  }
  processes.runScheduledWork(`http://127.0.0.1:${port}/__scheduled?cron=*+*+*+*+*`);
  keepVacuumed(db.server, db.db, { log }); // PGlite has no autovacuum (decision 009, issue 41)

  if (dev) {
    processes.spawn("npx", ["vite", "--port", String(vitePort), "--strictPort"], { SHOP_API_PORT: String(port) });
    log(`Vite hot reload on http://localhost:${vitePort} (API proxied to port ${port}).`);
  }
}

/**
 * The builds that changed, then `wrangler dev` with the shop's Worker and the renderer. `checked` is called once
 * the builds are known up to date or have started, or once wrangler is spawned, whichever comes first.
 */
async function buildsThenWorker(checked: () => void) {
  if (process.env.SKIP_BUILD !== "1") {
    // The storefront (not in dev mode: Vite serves it) and the renderer Worker's module (every public page's
    // first view: render.wrangler.toml), each built only when one of its inputs changed (scripts/embedded/builds.ts).
    await buildWhatChanged(root, { storefront: !dev, log, onChecked: checked });
  }
  const authSecret = await localAuthSecret(dataDir);
  // wrangler's own entry, run by node: `npx` would first load npm (about half a second of CPU).
  const wrangler = processes.spawn(process.execPath, [
    WRANGLER,
    "dev",
    // The shop's Worker and, bound to it as RENDERER, the renderer Worker (docs/decisions/010).
    "-c",
    "wrangler.toml",
    "-c",
    "render.wrangler.toml",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--inspector-port",
    String(inspectorPort),
    "--var",
    `DATABASE_URL:${embeddedDatabaseUrl(dbPort)}`,
    "--var",
    `PUBLIC_SITE_URL:http://localhost:${port}`,
    // wrangler.toml says production (a deploy fails closed); the local shop opts into development.
    "--var",
    "ENVIRONMENT:development",
    // The embedded sign-in's secret, this data directory's own (never one in the source).
    "--var",
    `LOCAL_AUTH_SECRET:${authSecret}`,
    // The embedded stand-ins (local sign-in, payment simulator, stand-in invoicing), which a deploy leaves out
    // (wrangler.toml [define], worker/embedded-code.ts).
    "--define",
    "SHOP_EMBEDDED:true",
    // Exposes /__scheduled, which the loop below calls every minute like Cloudflare's cron trigger.
    "--test-scheduled",
    "--show-interactive-dev-session=false",
    // workerd's local storage beside this shop's data: two shops in one checkout (other ports, the
    // end-to-end tests) would otherwise share .wrangler/state and trip over its SQLite lock.
    "--persist-to",
    resolve(dataDir, "wrangler"),
    "--log-level",
    process.env.WRANGLER_LOG ?? "warn",
  ]);
  checked();
  wrangler.on("exit", (code) => {
    if (!stopping) {
      console.error(`[shop] The Worker (wrangler dev) stopped unexpectedly (exit code ${code}).`);
      void shutdown(1);
    }
  });
}

async function ensureDir(dir: string): Promise<string> {
  const { mkdir } = await import("node:fs/promises");
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    throw new UserError(
      `The data directory ${dir} cannot be created (${(error as Error).message}); set DATA_DIR to a writable folder.`,
    );
  }
  return dir;
}

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await processes.stop();
  await database?.stop().catch((error) => console.error("[shop] Closing the database failed:", error));
  await releaseLock?.();
  process.exit(code);
}

process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

main().catch(async (error) => {
  if (error instanceof UserError) console.error(`[shop] ${error.message}`);
  else console.error("[shop] Start-up failed:", error);
  await shutdown(1);
});
