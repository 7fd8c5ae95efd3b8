import { type Context, type ExecutionContext, Hono } from "hono";
import "./embedded-code.ts";
import type { AppDeps, AppEnv } from "./env.ts";
import { ApiError, errorBody, handleError } from "./http/errors.ts";
import { jsonBodyLimit, rejectNulInput } from "./http/request-limits.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { accountRoutes } from "./routes/account.ts";
import { adminRoutes } from "./routes/admin/index.ts";
import { authRoutes } from "./routes/auth.ts";
import { authConfigRoutes } from "./routes/auth-config.ts";
import { blogRoutes } from "./routes/blog.ts";
import { businessRequestRoutes } from "./routes/business-requests.ts";
import { cartRoutes } from "./routes/cart.ts";
import { categoryRoutes } from "./routes/categories.ts";
import { contactRoutes } from "./routes/contact.ts";
import { contentRoutes } from "./routes/content.ts";
import { devMailRoutes } from "./routes/dev-mail.ts";
import { healthRoutes } from "./routes/health.ts";
import { keptCartRoutes } from "./routes/kept-carts.ts";
import { mediaRoutes } from "./routes/media.ts";
import { myDataRoutes } from "./routes/my-data.ts";
import { newsletterRoutes } from "./routes/newsletter.ts";
import { orderRoutes } from "./routes/orders.ts";
import { pageRoutes } from "./routes/pages.ts";
import { paymentSimulatorRoutes } from "./routes/payment-simulator.ts";
import { productRoutes } from "./routes/products.ts";
import { quoteRoutes } from "./routes/quotes.ts";
import { shippingRoutes } from "./routes/shipping.ts";
import { stockAlertRoutes } from "./routes/stock-alerts.ts";
import { uploadRoutes } from "./routes/uploads.ts";
import { webhookRoutes } from "./routes/webhooks.ts";
import { wholesaleRoutes } from "./routes/wholesale.ts";
import { withdrawalRoutes } from "./routes/withdrawals.ts";
import type { ReadApi } from "./seo/page-render.ts";
import { type PageSources, type ShellLoader, siteRoutes } from "./seo/site-routes.ts";
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
  return (
    new Hono<AppEnv>()
      .route("/health", healthRoutes)
      .route("/categories", categoryRoutes)
      .route("/products", productRoutes)
      .route("/newsletter", newsletterRoutes)
      .route("/my-data", myDataRoutes)
      .route("/account/business-request", businessRequestRoutes)
      .route("/account", accountRoutes)
      .route("/stock-alerts", stockAlertRoutes)
      .route("/contact", contactRoutes)
      .route("/cart", cartRoutes)
      .route("/wholesale", wholesaleRoutes)
      .route("/kept-carts", keptCartRoutes)
      .route("/shipping", shippingRoutes)
      .route("/orders", orderRoutes)
      .route("/orders", withdrawalRoutes)
      .route("/quotes", quoteRoutes)
      .route("/admin", adminRoutes)
      .route("/auth-config", authConfigRoutes)
      .route("/uploads", uploadRoutes)
      // The simulator's pages exist in `npm start`'s build only (worker/embedded-code.ts).
      .route(
        "/payments/simulator",
        SHOP_EMBEDDED ? paymentSimulatorRoutes : notInThisBuild<typeof paymentSimulatorRoutes>(),
      )
      .route("/webhooks", webhookRoutes)
      .route("/", contentRoutes)
      .route("/blog", blogRoutes)
      .route("/pages", pageRoutes)
      .all("*", () => {
        throw new ApiError(404, "not_found", "Ruta no encontrada.");
      })
  );
}

export type Api = ReturnType<typeof createApi>;

/**
 * In place of an embedded stand-in's routes in a build without them: nothing, so its paths answer as unknown ones
 * do. Typed as the routes it replaces, which the client types (`hc<Api>`) describe either way.
 */
const notInThisBuild = <T>() => new Hono<AppEnv>() as unknown as T;

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
    /** Every request is answered within this (REQUEST_DEADLINE_MS), however its database connection dies. */
    deadlineMs?: number;
  } = {},
) {
  const deadlineMs = options.deadlineMs ?? REQUEST_DEADLINE_MS;
  const catalogueCache = options.cache ?? createCatalogueCache(options.catalogueCache ?? DEFAULT_CATALOGUE_CACHE_TIMES);
  const pages: PageSources = { loadShell: options.loadShell ?? loadShellFromAssets, readApi: inProcessApi() };
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
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<"late">((resolve) => {
        timer = setTimeout(() => resolve("late"), deadlineMs);
      });
      try {
        if ((await Promise.race([next(), late])) === "late") {
          // A connection that died without a word (workerd: 'Network connection lost') can leave a query
          // waiting for ever: the caller gets an answer within the deadline, and the connection is closed.
          console.error(`[http] ${c.req.method} ${new URL(c.req.url).pathname} had no answer after ${deadlineMs} ms`);
          c.res = lateAnswer();
          if (release) waitUntil(c, release());
          return;
        }
      } finally {
        clearTimeout(timer);
      }
      // The connection is closed only after the work deferred on it (a cache refresh) is done.
      if (release) waitUntil(c, Promise.allSettled(background).then(release));
    })
    .route("/api", createApi())
    // The embedded sign-in: `npm start`'s build only; a deploy uses Supabase Auth (worker/embedded-code.ts).
    .route("/auth/v1", SHOP_EMBEDDED ? authRoutes : notInThisBuild<typeof authRoutes>())
    .route("/media", mediaRoutes)
    // Every mail the shop sent, readable while developing: `npm start`'s build only, never in production.
    .route("/dev", SHOP_EMBEDDED ? devMailRoutes : notInThisBuild<typeof devMailRoutes>())
    .route("/", siteRoutes(pages));
  app.onError(handleError);
  // Anything else is a static asset or an SPA route; an unknown page is a 404 with the SPA (seo/spa-paths.ts).
  app.notFound(assetOrNotFound(pages));
  return app;
}

/**
 * The shop's own /api answered in-process, for the pages' first views (seo/page-render.ts): the same routes, with
 * the page request's dependencies (its database connection, the catalogue cache) and the shopper's address for the
 * rate limits, as if the browser had asked. Only what the renderer asks for, only GET, never signed in.
 */
function inProcessApi(): ReadApi {
  const parents = new WeakMap<Request, Context<AppEnv>>();
  const inner = new Hono<AppEnv>()
    .use(async (c, next) => {
      const parent = parents.get(c.req.raw);
      if (!parent) throw new ApiError(404, "not_found", "Ruta no encontrada.");
      c.set("deps", parent.var.deps);
      c.set("catalogueCache", parent.var.catalogueCache);
      c.set("defer", parent.var.defer);
      await next();
    })
    .route("/api", createApi());
  inner.onError(handleError);
  return async (c, path) => {
    const headers = new Headers({ accept: "application/json" });
    for (const name of ["cf-connecting-ip", "user-agent", "accept-language"]) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const request = new Request(new URL(`/api${path}`, c.req.url), { headers });
    parents.set(request, c);
    const res = await inner.fetch(request, c.env, executionContextOf(c));
    return { status: res.status, body: await res.json().catch(() => null) };
  };
}

function executionContextOf(c: Context<AppEnv>): ExecutionContext | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/**
 * The longest a request waits for its work before it is answered 503 with Retry-After: above every honest
 * request's time, below Mercado Pago's 22 s. CSV exports answer at once and stream their pages afterwards
 * (services/orders/order-exports.ts), so the deadline never cuts one.
 */
export const REQUEST_DEADLINE_MS = 20_000;

function lateAnswer(): Response {
  return Response.json(errorBody("connection_lost", "No pudimos completar la operación. Inténtelo de nuevo."), {
    status: 503,
    headers: { "Retry-After": "2", "Cache-Control": "no-store" },
  });
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
