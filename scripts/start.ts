/**
 * `npm start` (build the SPA, then serve) and `npm run dev` (Vite hot reload in front of the same Worker):
 * embedded PGlite database under DATA_DIR, served over a local socket, and the real Worker in workerd
 * through Miniflare (scripts/embedded/workers.mjs). Ctrl-C stops everything this started.
 */
import { watch } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfChanged } from "./embedded/build-cache.ts";
import { buildWhatChanged, WORKER_BUNDLE, worker } from "./embedded/builds.ts";
import type { EmbeddedDatabase } from "./embedded/database.ts";
import { embeddedDatabaseUrl } from "./embedded/database-url.ts";
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
// workerd's devtools port, per shop like the database's: two shops at once (end-to-end runs on other ports)
// would otherwise both ask for 9229.
const inspectorPort = Number(process.env.INSPECTOR_PORT ?? (port + 20_000 <= 65_535 ? port + 20_000 : 9229));
const dataDir = resolve(process.env.DATA_DIR ?? ".data");
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const log = (line: string) => console.log(`[shop] ${line}`);
const WORKERS = resolve(root, "scripts/embedded/workers.mjs");

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
  // their own and workerd in its own processes: both cores work, and a restart waits for the slower of the two.
  // It opens once the builds are checked: its WebAssembly compile holds this thread for about two seconds, and a
  // restart with nothing to build then starts workerd first (the Worker connects on its first request only).
  let checked!: () => void;
  const buildsChecked = new Promise<void>((resolve) => {
    checked = resolve;
  });
  const serving = buildsThenWorker(checked);
  await Promise.race([buildsChecked, serving]);
  log(`Opening the database in ${dataDir}…`);
  // Loaded only now (PGlite and the seed are about a second of module loading): the Workers were started first.
  const { startEmbeddedDatabase } = await import("./embedded/database.ts");
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
 * The builds that changed, then workerd with the shop's Worker and the renderer (workers.mjs). `checked` is called once
 * the builds are known up to date or have started, or once workerd is spawned, whichever comes first.
 */
async function buildsThenWorker(checked: () => void) {
  const run = (cmd: string, args: string[]) => processes.run(cmd, args);
  if (process.env.SKIP_BUILD !== "1") {
    // The storefront (not in dev mode: Vite serves it), the renderer Worker's module (every public page's first
    // view: render.wrangler.toml) and the shop's Worker bundle, each built only when one of its inputs changed
    // (scripts/embedded/builds.ts).
    await buildWhatChanged(root, { storefront: !dev, log, onChecked: checked, run });
  } else if ((await buildIfChanged(root, worker(root, run))) === "built") {
    // SKIP_BUILD serves the existing dist/ and dist-render/; the Worker is bundled when it changed, as wrangler
    // dev bundled it at every start.
    log("Built the Worker.");
  }
  const authSecret = await localAuthSecret(dataDir);
  // The shop's Worker and, bound to it as RENDERER, the renderer Worker (docs/decisions/010), in workerd through
  // Miniflare (scripts/embedded/workers.mjs): the Worker bundled beforehand (only when it changed), so nothing is
  // bundled and wrangler is not loaded at a restart. The settings `wrangler dev` was given on its command line.
  const workers = processes.spawn(process.execPath, [WORKERS], {
    SHOP_WORKERS: JSON.stringify({
      root,
      bundleDir: resolve(root, WORKER_BUNDLE),
      port,
      inspectorPort,
      // workerd's local storage beside this shop's data: two shops in one checkout (other ports, the
      // end-to-end tests) would otherwise share it and trip over its SQLite lock.
      persistTo: resolve(dataDir, "wrangler"),
      vars: {
        DATABASE_URL: embeddedDatabaseUrl(dbPort),
        PUBLIC_SITE_URL: `http://localhost:${port}`,
        // wrangler.toml says production (a deploy fails closed); the local shop opts into development.
        ENVIRONMENT: "development",
        // The embedded sign-in's secret, this data directory's own (never one in the source).
        LOCAL_AUTH_SECRET: authSecret,
      },
    }),
  });
  checked();
  watchWorkerSources(run);
  workers.on("exit", (code) => {
    if (!stopping) {
      console.error(`[shop] The Workers (workerd) stopped unexpectedly (exit code ${code}).`);
      void shutdown(1);
    }
  });
}

/**
 * The Worker bundled again when one of its sources changes while the shop runs (workers.mjs then reloads it), as
 * `wrangler dev` did: worker/, domain/ and both wrangler configs, a burst of saves making one build.
 */
function watchWorkerSources(run: (cmd: string, args: string[]) => Promise<void>) {
  let timer: NodeJS.Timeout | undefined;
  let building: Promise<void> = Promise.resolve();
  const rebuild = () => {
    building = building.then(async () => {
      if (stopping) return;
      try {
        if ((await buildIfChanged(root, worker(root, run))) === "built") log("Bundled the Worker again.");
      } catch (error) {
        console.error(
          `[shop] The Worker could not be bundled; the last one keeps serving. ${(error as Error).message}`,
        );
      }
    });
  };
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(rebuild, 300);
  };
  for (const dir of ["worker", "domain"]) watch(resolve(root, dir), { recursive: true }, changed).unref();
  for (const file of ["wrangler.toml", "render.wrangler.toml"]) watch(resolve(root, file), changed).unref();
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
