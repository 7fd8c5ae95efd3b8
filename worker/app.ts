import { type Context, Hono } from "hono";
import type { AppDeps, AppEnv } from "./env.ts";
import { errorBody, handleError } from "./http/errors.ts";
import { healthRoutes } from "./routes/health.ts";
import { newsletterRoutes } from "./routes/newsletter.ts";

/**
 * The /api application. `provideDeps` builds the per-request dependencies (config, database port);
 * workerd and the Node tests each pass their own.
 */
export type ProvideDeps = (c: Context<AppEnv>) => RequestDeps | Promise<RequestDeps>;
/** Dependencies plus what to release once the response is ready (e.g. the request's DB connection). */
export type RequestDeps = AppDeps & { release?: () => Promise<void> };

export function createApi(provideDeps: ProvideDeps) {
  const api = new Hono<AppEnv>()
    .use(async (c, next) => {
      const { release, ...deps } = await provideDeps(c);
      c.set("deps", deps);
      try {
        await next();
      } finally {
        if (release) c.executionCtx.waitUntil(release());
      }
    })
    .route("/health", healthRoutes)
    .route("/newsletter", newsletterRoutes);

  api.notFound((c) => c.json(errorBody("not_found", "Ruta no encontrada."), 404));
  api.onError(handleError);
  return api;
}

export type Api = ReturnType<typeof createApi>;

export function createApp(provideDeps: ProvideDeps) {
  const app = new Hono<AppEnv>().route("/api", createApi(provideDeps));
  app.onError(handleError);
  return app;
}
