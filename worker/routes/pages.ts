import { Hono } from "hono";
import type { PageAnswer } from "../../domain/api/pages.ts";
import { isPageSlug } from "../../domain/schemas/page.ts";
import { anonymous } from "../db/database.ts";
import { readPage, readPageVersion } from "../db/pages.ts";
import type { AppEnv } from "../env.ts";
import { cachePublic } from "../http/cache.ts";
import { notFound } from "../http/errors.ts";

/**
 * GET /api/pages/:slug: a page the owner writes (nosotros, servicios, informacion, terminos), its Markdown with the
 * shop's rules as placeholders (the page fills them in). Through the isolate's catalogue cache, which a save
 * clears; browsers and the edge keep it briefly, like the settings. With ?version=N, that published version (an
 * order links the Términos it accepted; issue 40): a version never changes, so it is kept longer.
 */
export const pageRoutes = new Hono<AppEnv>().get("/:slug", async (c) => {
  const slug = c.req.param("slug");
  if (!isPageSlug(slug)) throw notFound("Página no encontrada.");
  const asked = c.req.query("version");
  if (asked !== undefined) {
    const version = /^[1-9]\d{0,8}$/.test(asked) ? Number(asked) : 0;
    const page = version ? await c.var.deps.db.run(anonymous, (tx) => readPageVersion(tx, slug, version)) : null;
    if (!page) throw notFound("Esa versión de la página no existe.");
    cachePublic(c, 3600, 86_400);
    return c.json({ page } satisfies PageAnswer);
  }
  const page = await c.var.catalogueCache.pages.get(
    slug,
    () => c.var.deps.db.run(anonymous, (tx) => readPage(tx, slug)),
    c.var.defer,
  );
  if (!page) throw notFound("Página no encontrada.");
  cachePublic(c, 30, 60);
  return c.json({ page } satisfies PageAnswer);
});
