import { type Context, Hono } from "hono";
import type { AppDeps, AppEnv } from "./env.ts";
import { ApiError, handleError } from "./http/errors.ts";
import { jsonBodyLimit, rejectNulInput } from "./http/request-limits.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { adminRoutes } from "./routes/admin/index.ts";
import { authRoutes } from "./routes/auth.ts";
import { authConfigRoutes } from "./routes/auth-config.ts";
import { blogRoutes } from "./routes/blog.ts";
import { cartRoutes } from "./routes/cart.ts";
import { categoryRoutes } from "./routes/categories.ts";
import { contactRoutes } from "./routes/contact.ts";
import { contentRoutes } from "./routes/content.ts";
import { healthRoutes } from "./routes/health.ts";
import { mediaRoutes } from "./routes/media.ts";
import { newsletterRoutes } from "./routes/newsletter.ts";
import { orderRoutes } from "./routes/orders.ts";
import { paymentSimulatorRoutes } from "./routes/payment-simulator.ts";
import { productRoutes } from "./routes/products.ts";
import { uploadRoutes } from "./routes/uploads.ts";
import { webhookRoutes } from "./routes/webhooks.ts";
import { type ShellLoader, siteRoutes } from "./seo/site-routes.ts";
import { assetOrNotFound } from "./seo/spa-paths.ts";
import {
  type CatalogueCache,
  type CatalogueCacheTimes,
  createCatalogueCache,
  DEFAULT_CATALOGUE_CACHE_TIMES,
} from "./services/catalogue-cache.ts";

/** Dependencies plus what to release once the response is ready (e.g. the request's DB connection). */
export type RequestDeps = AppDeps & { release?: () => Promise<void> };
export type ProvideDeps = (c: Context<AppEnv>) => RequestDeps | Promise<RequestDeps>;

/** The /api application: one sub-app per resource. Chained so `hc<Api>` infers every route. */
export function createApi() {
  return new Hono<AppEnv>()
    .route("/health", healthRoutes)
    .route("/categories", categoryRoutes)
    .route("/products", productRoutes)
    .route("/newsletter", newsletterRoutes)
    .route("/contact", contactRoutes)
    .route("/cart", cartRoutes)
    .route("/orders", orderRoutes)
    .route("/admin", adminRoutes)
    .route("/auth-config", authConfigRoutes)
    .route("/uploads", uploadRoutes)
    .route("/payments/simulator", paymentSimulatorRoutes)
    .route("/webhooks", webhookRoutes)
    .route("/", contentRoutes)
    .route("/blog", blogRoutes)
    .all("*", () => {
      throw new ApiError(404, "not_found", "Ruta no encontrada.");
    });
}

export type Api = ReturnType<typeof createApi>;

/**
 * The whole Worker app: /api, plus the pages whose HTML head the Worker renders for search engines.
 * `provideDeps` builds the per-request dependencies; workerd and the Node tests each pass their own.
 */
export function createApp(
  provideDeps: ProvideDeps,
  options: {
    loadShell?: ShellLoader;
    catalogueCache?: CatalogueCacheTimes;
    /** The isolate's catalogue cache, when the caller also needs it (the scheduled handler clears it). */
    cache?: CatalogueCache;
  } = {},
) {
  const catalogueCache = options.cache ?? createCatalogueCache(options.catalogueCache ?? DEFAULT_CATALOGUE_CACHE_TIMES);
  const app = new Hono<AppEnv>()
    // Before anything else: headers on every answer (errors too); bad input refused before the database.
    .use(securityHeaders(), rejectNulInput(), jsonBodyLimit())
    .use(async (c, next) => {
      const { release, ...deps } = await provideDeps(c);
      const background: Promise<unknown>[] = [];
      c.set("deps", deps);
      c.set("catalogueCache", catalogueCache);
      c.set("defer", (work) => {
        background.push(work);
        waitUntil(c, work);
      });
      try {
        await next();
      } finally {
        // The connection is closed only after the work deferred on it (a cache refresh) is done.
        if (release) waitUntil(c, Promise.allSettled(background).then(release));
      }
    })
    .route("/api", createApi())
    .route("/auth/v1", authRoutes)
    .route("/media", mediaRoutes)
    .route("/", siteRoutes(options.loadShell ?? loadShellFromAssets));
  app.onError(handleError);
  // Anything else is a static asset or an SPA route; an unknown page is a 404 with the SPA (seo/spa-paths.ts).
  app.notFound(assetOrNotFound(options.loadShell ?? loadShellFromAssets));
  return app;
}

/** Keeps the isolate alive for `work` after the response; plain Node callers have no execution context. */
function waitUntil(c: Context<AppEnv>, work: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // app.request() without an execution context (scripts): the promise simply runs to its end.
  }
}

/** The built index.html, from the assets the Worker serves. */
const loadShellFromAssets: ShellLoader = async (c) => {
  if (!c.env.ASSETS) throw new Error("No ASSETS binding: build the SPA and run through wrangler.");
  const res = await c.env.ASSETS.fetch(new Request(new URL("/", c.req.url)));
  return res.text();
};
