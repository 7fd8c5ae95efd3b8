import { inject } from "vitest";
import type { Renderer } from "../../worker/seo/page-render.ts";

/**
 * The renderer Worker (web/server/worker.ts) as the shop's Worker reaches it through its RENDERER binding: the module
 * `vite build -c vite.render.config.ts` makes, built once per run by tests/support/global-setup.ts. Pass it in the
 * app's env (`app.request(path, {}, { RENDERER: renderer })`) for pages with their first view.
 */
export async function loadRenderer(): Promise<Renderer> {
  const mod = (await import(/* @vite-ignore */ inject("rendererModulePath"))) as { default: Renderer };
  return { fetch: (request) => mod.default.fetch(request) };
}
