import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import type { ApiAnswers, RenderResult } from "../../domain/api/render.ts";
import { routerOptions } from "../router-options.tsx";
import { answering } from "./api-answers.ts";

/**
 * One public page rendered to HTML by the SPA's own routes and components (issue 27, docs/decisions/010): the router
 * stands at `url`, runs the route loaders, whose API reads are answered from `answers` (web/server/api-answers.ts),
 * and React renders the whole page, header to footer, once every loaded part is ready. A read that `answers` lacks
 * is reported instead of a page: the caller (the shop's Worker) fetches it and asks again.
 */
export async function renderPage(url: string, answers: ApiAnswers): Promise<RenderResult> {
  return answering(answers, async (reads) => {
    const router = createRouter({
      ...routerOptions,
      history: createMemoryHistory({ initialEntries: [url] }),
      isServer: true,
    });
    await router.load();
    if (reads.unrenderable) return { unrenderable: true };
    if (reads.missing.size) return { missing: [...reads.missing] };
    // One piece of HTML: no boundary is sent apart to be moved in place by a script (React outlines large ones).
    const { prelude } = await prerender(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    if (reads.unrenderable) return { unrenderable: true };
    if (reads.missing.size) return { missing: [...reads.missing] };
    const html = await new Response(prelude).text();
    const routes: string[] = router.state.matches.map((match) => match.routeId);
    // An unknown address matches the root alone and shows its 'not found' page, whose code and styles are named as
    // the route "404" (vite.config.ts firstViewShell).
    if (routes.length === 1) routes.push("404");
    return { html: clean(html), routes };
  });
}

/**
 * The image preloads React hoists to the top of a render without a <head> are left out: the Worker preloads the
 * page's largest image in the head (worker/seo/page-render.ts). React's markers (<!--$-->, <!-- -->) stay: the SPA
 * hydrates this markup (web/app.tsx).
 */
function clean(html: string): string {
  return html.replace(/<link rel="preload" as="image"[^>]*>/g, "");
}
