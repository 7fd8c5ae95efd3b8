import type { Context } from "hono";
import type { AppEnv } from "../env.ts";
import { injectFrame } from "./first-view.ts";
import { injectHead, SITE_NAME } from "./head.ts";
import { injectSocialProfile, socialProfileOf } from "./shop-profile.ts";

/**
 * The SPA's pages (web/routes; tests/api/not-found.test.ts checks this list against web/routeTree.gen.ts).
 * Anything else that is neither a file nor the API is an unknown page: HTTP 404 with the SPA, which shows
 * its own 'not found' page. A page's own missing record (an unknown product or post) is answered 404 by its
 * route in site-routes.ts.
 */
const SPA_PATHS: readonly RegExp[] = [
  /^\/(home|about|services|information|terms-and-conditions|contact|failure|wishlist)?$/,
  /^\/other\/(contact|terms-and-conditions)$/,
  /^\/shop(\/(cart|checkout|fullwidth-4col))?$/,
  /^\/shop\/(order|product)\/[^/]+$/,
  /^\/shop\/order\/[^/]+\/cfe\/[^/]+$/,
  /^\/(success|pending)\/[^/]+$/,
  /^\/blog(\/post\/[^/]+)?$/,
  /^\/newsletter\/(confirm|unsubscribe)$/,
  /^\/stock-alerts\/confirm$/,
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

export type ShellLoad = (c: Context<AppEnv>) => Promise<string>;

/**
 * The Worker's last handler: the SPA's own pages get the SPA shell with the shop's social profile, an unknown page
 * the same with HTTP 404 (noindex); files and anything not a GET go to the static assets.
 */
export function assetOrNotFound(loadShell: ShellLoad) {
  return async (c: Context<AppEnv>) => {
    const { pathname } = new URL(c.req.url);
    const method = c.req.method;
    const page = (method === "GET" || method === "HEAD") && !pathname.startsWith("/api/") && !isFilePath(pathname);
    if (page) {
      // Every page carries the owner's social profile for the footer (shop-profile.ts); an unknown one is a 404.
      const [shell, profile] = await Promise.all([loadShell(c), socialProfileOf(c)]);
      c.header("Cache-Control", "public, max-age=0, s-maxage=60, stale-while-revalidate=300");
      // The storefront's pages paint their frame before their code (first-view.ts injectFrame); the back office not.
      const framed = pathname.startsWith("/admin") ? shell : injectFrame(shell);
      if (isSpaPath(pathname)) return c.html(injectSocialProfile(framed, profile), 200);
      const head = {
        title: `Página no encontrada · ${SITE_NAME}`,
        description: "La página que busca no existe o cambió de dirección.",
        canonical: new URL(pathname, c.var.deps.config.PUBLIC_SITE_URL).toString(),
        noindex: true,
      };
      return c.html(injectSocialProfile(injectHead(framed, head), profile), 404);
    }
    return c.env.ASSETS ? c.env.ASSETS.fetch(c.req.raw) : c.text("Not found", 404);
  };
}
