import type { ExecutionContext } from "hono";
import { createApp } from "./app.ts";
import { type Config, ConfigError, parseConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { buildDeps } from "./deps.ts";
import type { WorkerBindings } from "./env.ts";
import { errorBody } from "./http/errors.ts";
import { applySecurityHeaders } from "./http/security-headers.ts";
import { createCatalogueCache } from "./services/catalogue-cache.ts";
import { runScheduledJobs, scheduledStockMoved } from "./services/jobs/scheduled.ts";
import { loadMailLayout } from "./services/mail/render.ts";

let cachedConfig: Config | undefined;

function configFrom(env: WorkerBindings): Config {
  cachedConfig ??= parseConfig(env);
  return cachedConfig;
}

function databaseUrl(env: WorkerBindings, config: Config): string {
  const url = env.HYPERDRIVE?.connectionString ?? config.DATABASE_URL;
  if (!url) throw new ConfigError("Set DATABASE_URL (or bind HYPERDRIVE) so the Worker can reach Postgres.");
  return url;
}

/** This isolate's catalogue answers, shared by the app and the scheduled handler (which moves stock too). */
const catalogueCache = createCatalogueCache();

const app = createApp(
  (c) => {
    const config = configFrom(c.env);
    // workerd cannot reuse a socket across requests: one short-lived client per request (postgres.js
    // connects lazily, on the first query), closed once the response is ready. Hyperdrive pools for real.
    const db = openDatabase(databaseUrl(c.env, config));
    return { ...buildDeps(config, db), release: () => db.close() };
  },
  { cache: catalogueCache },
);

export default {
  async fetch(request: Request, env: WorkerBindings, ctx: ExecutionContext): Promise<Response> {
    try {
      configFrom(env);
    } catch (error) {
      // A production deploy without its secrets refuses to serve rather than run half-configured.
      console.error(String(error));
      const res = Response.json(errorBody("misconfigured", "La tienda no está configurada correctamente."), {
        status: 500,
      });
      applySecurityHeaders(res.headers, new URL(request.url).protocol === "https:");
      return res;
    }
    // The mail layout, from the built site, before anything may write a mail (once per isolate).
    await loadMailLayout(env.ASSETS);
    return app.fetch(request, env, ctx);
  },

  /** The cron trigger (wrangler.toml [triggers]); `npm start` calls it every minute through /__scheduled. */
  async scheduled(_controller: unknown, env: WorkerBindings, _ctx: ExecutionContext): Promise<void> {
    const config = configFrom(env); // a misconfigured deploy throws here and the run shows as failed
    await loadMailLayout(env.ASSETS);
    const db = openDatabase(databaseUrl(env, config));
    try {
      const report = await runScheduledJobs(buildDeps(config, db));
      if (scheduledStockMoved(report)) catalogueCache.clear();
      console.log(`[cron] ${JSON.stringify(report)}`);
    } finally {
      await db.close();
    }
  },
};
