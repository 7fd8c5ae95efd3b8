import type { ApiAnswers } from "../../domain/api/render.ts";
import { renderPage } from "./render-page.tsx";

/**
 * The renderer: a Worker of its own (render.wrangler.toml), built from the SPA's source by `vite build -c
 * vite.render.config.ts`, that the shop's Worker calls through its RENDERER service binding for each public page
 * (worker/seo/first-view.ts). It holds React's server renderer and the storefront's components, which the shop's
 * Worker has no room for (docs/decisions/010, issue 27). It reads nothing itself: the shop's Worker sends the page's
 * address and the API answers its loaders asked for.
 *
 * POST / {url, answers} → 200 RenderResult (web/server/render-page.tsx); bad input → 400.
 */
export default {
  async fetch(request: Request): Promise<Response> {
    if (request.method !== "POST") return error(405, "method_not_allowed", "Use POST.");
    const input = (await request.json().catch(() => null)) as { url?: unknown; answers?: unknown } | null;
    if (!input || typeof input.url !== "string" || !input.url.startsWith("/") || !isAnswers(input.answers)) {
      return error(400, "bad_request", "Expected {url: '/…', answers: {path: {status, body}}}.");
    }
    try {
      return Response.json(await renderPage(input.url, input.answers));
    } catch (cause) {
      console.error(
        `[render] ${input.url}: ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}`,
      );
      return error(500, "render_failed", "The page could not be rendered.");
    }
  },
};

function isAnswers(value: unknown): value is ApiAnswers {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((a) => typeof a === "object" && a !== null && typeof a.status === "number")
  );
}

function error(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}
