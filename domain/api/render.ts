/**
 * The renderer Worker's protocol (web/server/worker.ts ↔ worker/seo/page-render.ts, docs/decisions/010): the shop's
 * Worker posts {url, answers}; the renderer answers a RenderResult.
 */

/** An API answer as the SPA's fetch would get it: status and JSON body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** API answers by path as the SPA asks for them (`/categories`, `/products?page=2`). */
export type ApiAnswers = Record<string, ApiAnswer>;

export type RenderResult =
  /** The page's markup for inside #root, and the routes it matched (their code and styles are named in the head). */
  | { html: string; routes: string[] }
  /** Its loaders asked for these API answers (GET paths without /api): render again with them. */
  | { missing: string[] }
  /** It needs what a first view cannot have (a loader that writes): the page is drawn by its code. */
  | { unrenderable: true };
