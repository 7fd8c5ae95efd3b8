import type { ExecutionContext } from "hono";
import { createApp } from "./app.ts";
import { type Config, ConfigError, parseConfig } from "./config.ts";
import { connect, databaseFromSql } from "./db/database.ts";
import type { WorkerBindings } from "./env.ts";
import { errorBody } from "./http/errors.ts";

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

const app = createApp((c) => {
  const config = configFrom(c.env);
  const sql = connect(databaseUrl(c.env, config));
  // workerd cannot reuse a socket across requests: one short-lived client per request, closed after it.
  return { config, db: databaseFromSql(sql), release: () => sql.end({ timeout: 5 }) };
});

export default {
  async fetch(request: Request, env: WorkerBindings, ctx: ExecutionContext): Promise<Response> {
    try {
      configFrom(env);
    } catch (error) {
      console.error(String(error));
      return Response.json(errorBody("misconfigured", "La tienda no está configurada correctamente."), {
        status: 500,
      });
    }
    const url = new URL(request.url);
    if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return app.fetch(request, env, ctx);
    if (env.ASSETS) return env.ASSETS.fetch(request);
    return new Response("Not found", { status: 404 });
  },
};
