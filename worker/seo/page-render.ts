import type { Context } from "hono";
import type { ApiAnswer, RenderResult } from "../../domain/api/render.ts";
import type { AppEnv } from "../env.ts";
import type { FirstView } from "./first-view.ts";

export type { ApiAnswer };

/** Answers a GET of the shop's own /api in-process, as the browser would be answered (worker/app.ts). */
export type ReadApi = (c: Context<AppEnv>, path: string) => Promise<ApiAnswer>;

/** The renderer Worker, bound as RENDERER (wrangler.toml [[services]], render.wrangler.toml). */
export interface Renderer {
  fetch(request: Request): Promise<Response>;
}

/** Rounds of "render, fetch what the loaders asked for, render again": a loader that waits on one read to ask
 * for the next needs one more. No storefront page needs more than two. */
const MAX_ROUNDS = 4;
/** A renderer that does not answer in time costs the page its first view, never the page. */
const RENDER_TIMEOUT_MS = 3_000;
const MAX_READS = 24;

/**
 * The first view of a public page (issue 27, docs/decisions/010): the renderer Worker (web/server/worker.ts) renders
 * it with the SPA's own routes and components. It runs the route loaders at `url`; the API reads they make are
 * answered by this Worker's own /api, in-process (`readApi`), and the page is rendered again with the answers until
 * nothing is missing. What the loaders read is returned too, to be inlined for the SPA (lib/get-json.ts).
 *
 * null, and the page goes out with its frame only (first-view.ts injectFrame): no renderer bound (the Node tests'
 * app), a page whose loader writes (the payment return pages), an error or a timeout. The SPA draws it either way.
 */
export async function renderFirstView(
  c: Context<AppEnv>,
  url: string,
  readApi: ReadApi,
  known: Record<string, ApiAnswer> = {},
): Promise<FirstView | null> {
  const renderer = c.env.RENDERER as Renderer | undefined;
  if (!renderer) return null;
  const answers: Record<string, ApiAnswer> = { ...known };
  try {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const res = await renderer.fetch(
        new Request("https://renderer.internal/", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ url, answers }),
          signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        }),
      );
      if (!res.ok) throw new Error(`the renderer answered ${res.status}`);
      const out = (await res.json()) as RenderResult;
      if ("html" in out) {
        const data = Object.fromEntries(
          Object.entries(answers)
            .filter(([, answer]) => answer.status === 200)
            .map(([path, answer]) => [path, answer.body]),
        );
        return { html: out.html, routes: out.routes, data, image: largestImage(out.html) };
      }
      if ("unrenderable" in out) return null;
      const wanted = out.missing.filter((path) => !(path in answers));
      if (!wanted.length || Object.keys(answers).length + wanted.length > MAX_READS) return null;
      await Promise.all(
        wanted.map(async (path) => {
          answers[path] = await readApi(c, path);
        }),
      );
    }
  } catch (error) {
    console.error(`[first-view] ${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return null;
}

/** The image the page itself marks as its largest (fetchpriority="high": the hero, the product's photo). */
function largestImage(html: string): string | undefined {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  const src = img && /\bsrc="([^"]+)"/.exec(img)?.[1];
  return src?.replace(/&amp;/g, "&");
}
