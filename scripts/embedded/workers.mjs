// `SHOP_WORKERS='{…}' node workers.mjs`: the shop's Worker and the renderer Worker in workerd, through Miniflare (the
// library `wrangler dev` runs them with), as `npm start` (scripts/start.ts) serves them. The Worker comes
// pre-bundled (worker-build.mjs, rebuilt only when its inputs changed: builds.ts), the renderer as Vite built it
// (dist-render/render.js): nothing is bundled here, and wrangler is not loaded (about 4 s of a restart's CPU).
// What `wrangler dev -c wrangler.toml -c render.wrangler.toml` gave is kept: the vars (wrangler.toml's, then
// .dev.vars or .env, then npm start's own), the static assets with run_worker_first's routing, the RENDERER
// binding, local storage under DATA_DIR, `/__scheduled` (the scheduled handler, which npm start calls every minute),
// the inspector, and the Workers' console at WRANGLER_LOG's level. Plain JavaScript: node runs it at once.
import { existsSync, readFileSync, watchFile } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { parseEnv } from "node:util";

// Required, not imported: miniflare is CommonJS, and an `import` has Node scan its 3.7 MB for the names it exports
// (cjs-module-lexer, about a second of CPU here).
const { Log, LogLevel, Miniflare } = createRequire(import.meta.url)("miniflare");

// Set by scripts/start.ts (in the environment, not a file: it holds the data directory's sign-in secret).
const settings = JSON.parse(process.env.SHOP_WORKERS ?? "{}");
const { root, bundleDir, port, inspectorPort, persistTo, vars: ownVars } = settings;

/** Local secrets as wrangler dev reads them: .dev.vars, or else .env and .env.local (later files win). */
function localSecrets() {
  const read = (file) => (existsSync(join(root, file)) ? parseEnv(readFileSync(join(root, file), "utf8")) : null);
  const devVars = read(".dev.vars");
  if (devVars) return devVars;
  if (process.env.CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV === "false") return {};
  return { ...read(".env"), ...read(".env.local") };
}

// wrangler's levels (WRANGLER_LOG): a Worker's console.log shows at 'log' and 'debug' only.
const LEVELS = ["none", "error", "warn", "info", "log", "debug"];
const threshold = Math.max(0, LEVELS.indexOf(process.env.WRANGLER_LOG ?? "warn"));
const shows = (level) => LEVELS.indexOf(level === "debug" ? "info" : level) <= threshold;

// The scheduled handler behind /__scheduled, as `wrangler dev --test-scheduled` adds it; every other request goes
// to the Worker as it is.
const ENTRY = `import worker from "./index.js";
export default {
  ...worker,
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname === "/__scheduled") {
      const controller = { cron: url.searchParams.get("cron") ?? "", scheduledTime: Date.now(), noRetry() {} };
      await worker.scheduled(controller, env, ctx);
      return new Response("Ran scheduled event");
    }
    return worker.fetch(request, env, ctx);
  },
};
`;

/** Miniflare's options for the bundle and settings in bundleDir as they are now. */
function options() {
  const { shop, renderer } = JSON.parse(readFileSync(join(bundleDir, "workers.json"), "utf8"));
  return {
    host: "127.0.0.1",
    port,
    inspectorPort,
    defaultPersistRoot: join(persistTo, "v3"),
    // No fetch of the `Request.cf` sample from Cloudflare (no network here or in CI): Miniflare's placeholder.
    cf: false,
    log: new Log(threshold >= LEVELS.indexOf("info") ? LogLevel.INFO : LogLevel.WARN),
    logRequests: threshold >= LEVELS.indexOf("log"),
    structuredWorkerdLogs: true,
    handleStructuredLogs({ level, message }) {
      if (!shows(level)) return;
      if (level === "error" || level === "warn") console.error(message);
      else console.log(message);
    },
    workers: [
      {
        name: shop.name,
        compatibilityDate: shop.compatibilityDate,
        compatibilityFlags: shop.compatibilityFlags,
        modules: [
          { type: "ESModule", path: join(bundleDir, "bundle", "shop-entry.js"), contents: ENTRY },
          { type: "ESModule", path: join(bundleDir, "bundle", "index.js") },
        ],
        bindings: { ...shop.vars, ...localSecrets(), ...ownVars },
        assets: shop.assets,
        serviceBindings: shop.serviceBindings,
      },
      {
        name: renderer.name,
        compatibilityDate: renderer.compatibilityDate,
        compatibilityFlags: renderer.compatibilityFlags,
        modules: [{ type: "ESModule", path: renderer.main }],
        bindings: { ...renderer.vars },
      },
    ],
  };
}

const mf = new Miniflare(options());
let stopping = false;

// A Worker bundled again while the shop runs (scripts/start.ts watches its sources) is served from then on, as
// `wrangler dev` reloaded it: workers.json is the last file worker-build.mjs writes.
watchFile(join(bundleDir, "workers.json"), { interval: 500 }, async (now) => {
  if (stopping || now.mtimeMs === 0) return;
  try {
    await mf.setOptions(options());
    console.log("[shop] The Worker was reloaded.");
  } catch (error) {
    console.error("[shop] The new Worker could not be loaded:", error);
  }
});

async function stop() {
  if (stopping) return;
  stopping = true;
  await mf.dispose().catch(() => {});
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

try {
  await mf.ready;
  console.log(`[shop] The Workers run in workerd on port ${port}.`);
} catch (error) {
  console.error("[shop] The Workers could not be started:", error);
  process.exit(1);
}
