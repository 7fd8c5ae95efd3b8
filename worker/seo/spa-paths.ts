import type { Context } from "hono";
import type { AppEnv } from "../env.ts";
import { SITE_NAME } from "./head.ts";
import { type PageSources, sendPage } from "./send-page.ts";

/**
 * The SPA's pages (web/routes; tests/api/not-found.test.ts checks this list against web/routeTree.gen.ts).
 * Anything else that is neither a file nor the API is an unknown page: HTTP 404 with the SPA, which shows
 * its own 'not found' page. A page's own missing record (an unknown product or post) is answered 404 by its
 * route in site-routes.ts.
 */
const SPA_PATHS: readonly RegExp[] = [
  /^\/(home|about|services|information|terms-and-conditions|privacy|mis-datos|mi-cuenta|contact|failure|wishlist)?$/,
  /^\/other\/(contact|terms-and-conditions)$/,
  /^\/shop(\/(cart|checkout|fullwidth-4col))?$/,
  /^\/shop\/(order|product)\/[^/]+$/,
  /^\/shop\/order\/[^/]+\/cfe\/[^/]+$/,
  /^\/(success|pending)\/[^/]+$/,
  /^\/blog(\/post\/[^/]+)?$/,
  /^\/newsletter\/(confirm|unsubscribe)$/,
  /^\/stock-alerts\/confirm$/,
  // A quote's link (issue 44): /cotizacion/<id>?token=…
  /^\/cotizacion\/[^/]+$/,
  // One splat route for a reminder's two links (web/routes/carrito.$.tsx); an unknown one shows the SPA's not-found page.
  /^\/carrito\/.+$/,
  /^\/admin(\/.*)?$/,
];

/** Whether `pathname` is one of the SPA's pages (a trailing slash is allowed). */
export function isSpaPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return SPA_PATHS.some((pattern) => pattern.test(path));
}

/** A path whose last segment has an extension (/favicon.ico, /assets/x.js): a file, never a page. */
function isFilePath(pathname: string): boolean {
  return /\.[a-z0-9]{1,8}$/i.test(pathname);
}

/**
 * The Worker's last handler: the SPA's own pages get the SPA shell with their first view (send-page.ts), an unknown
 * page the same with HTTP 404 (noindex) and the SPA's 'not found' page; files and anything not a GET go to the static
 * assets.
 */
export function assetOrNotFound(sources: PageSources) {
  return async (c: Context<AppEnv>) => {
    const { pathname } = new URL(c.req.url);
    const method = c.req.method;
    const page = (method === "GET" || method === "HEAD") && !pathname.startsWith("/api/") && !isFilePath(pathname);
    if (page) {
      if (isSpaPath(pathname)) return sendPage(c, sources);
      const head = {
        title: `Página no encontrada · ${SITE_NAME}`,
        description: "La página que busca no existe o cambió de dirección.",
        canonical: new URL(pathname, c.var.deps.config.PUBLIC_SITE_URL).toString(),
        noindex: true,
      };
      return sendPage(c, sources, { head, status: 404 });
    }
    return c.env.ASSETS ? c.env.ASSETS.fetch(c.req.raw) : c.text("Not found", 404);
  };
}
