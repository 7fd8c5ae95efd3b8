import type { Context } from "hono";
import type { AppEnv } from "../env.ts";
import { injectFirstView, injectFrame } from "./first-view.ts";
import { injectHead, type PageHead } from "./head.ts";
import { type ApiAnswer, type ReadApi, renderFirstView } from "./page-render.ts";
import { injectSocialProfile, socialProfileOf } from "./shop-profile.ts";

/** Loads the built SPA's index.html (workerd: the ASSETS binding; tests: a fixture). */
export type ShellLoader = (c: Context<AppEnv>) => Promise<string>;

/** What a page is made from: the SPA's shell, and the shop's /api answered in-process for its first view. */
export interface PageSources {
  loadShell: ShellLoader;
  readApi: ReadApi;
}

/** Pages whose address carries a secret (an order's token, a confirmation link): no shared cache keeps them. */
const PRIVATE = /^\/(shop\/order\/|success\/|pending\/|failure|newsletter\/|stock-alerts\/)/;

/**
 * A storefront page: the SPA's shell with its head (the page's title, description, canonical address, JSON-LD), its
 * first view rendered by the SPA's components (page-render.ts; the frame alone when that fails) and the shop's social
 * profile. The back office gets the plain shell: its code draws it.
 */
export async function sendPage(
  c: Context<AppEnv>,
  sources: PageSources,
  { head, status = 200 }: { head?: PageHead; status?: 200 | 404 } = {},
) {
  const url = new URL(c.req.url);
  const path = url.pathname + url.search;
  const admin = url.pathname.startsWith("/admin");
  // The shop's settings go with every page (the footer shows its rules: shop-profile.ts); the render starts with them.
  const profile = await socialProfileOf(c);
  const settings: Record<string, ApiAnswer> = profile?.settings
    ? { "/settings": { status: 200, body: { settings: profile.settings, seller: profile.seller ?? null } } }
    : {};
  const [shell, view] = await Promise.all([
    sources.loadShell(c),
    admin ? null : renderFirstView(c, path, sources.readApi, settings),
  ]);
  const withHead = head ? injectHead(shell, head) : shell;
  const body = view ? injectFirstView(withHead, view) : admin ? withHead : injectFrame(withHead);
  c.header(
    "Cache-Control",
    PRIVATE.test(url.pathname) ? "private, no-store" : "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
  );
  return c.html(injectSocialProfile(body, profile), status);
}
