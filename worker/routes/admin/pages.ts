import { Hono } from "hono";
import type { PageAnswer, PageList } from "../../../domain/api/pages.ts";
import { legalPlaceholderMessage, legalPlaceholders } from "../../../domain/legal-pages.ts";
import { isPageSlug, type PageSlug, pageInput } from "../../../domain/schemas/page.ts";
import { listPages, readPage, updatePage } from "../../db/pages.ts";
import type { AppEnv } from "../../env.ts";
import { ApiError, notFound } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";

const pageSlug = (slug: string): PageSlug => {
  if (!isPageSlug(slug)) throw notFound("Página no encontrada.");
  return slug;
};

/** /api/admin/pages: the pages the owner writes (Nosotros, Servicios, Información, Términos y condiciones). */
export const adminPageRoutes = new Hono<AppEnv>()
  /** GET /api/admin/pages: the four pages. */
  .get("/", async (c) => {
    const pages = await c.var.deps.db.run(c.var.caller, listPages);
    return c.json({ pages } satisfies PageList);
  })
  /** GET /api/admin/pages/:slug: one page as saved. */
  .get("/:slug", async (c) => {
    const slug = pageSlug(c.req.param("slug"));
    const page = await c.var.deps.db.run(c.var.caller, (tx) => readPage(tx, slug));
    if (!page) throw notFound("Página no encontrada.");
    return c.json({ page } satisfies PageAnswer);
  })
  /**
   * PUT /api/admin/pages/:slug: title, lead and body; the storefront shows them as soon as the cache is cleared.
   * Each save that changes the text is kept as the page's next version (page_versions, by a trigger).
   */
  .put("/:slug", zv("json", pageInput), async (c) => {
    const slug = pageSlug(c.req.param("slug"));
    const input = c.req.valid("json");
    // A legal page is never published with a text still to be replaced (issue 40; decision 030).
    const pending = legalPlaceholders(slug, input);
    if (pending.length) {
      const message = legalPlaceholderMessage(slug, pending);
      throw new ApiError(400, "page_placeholder", message, [{ path: "body", message }]);
    }
    const page = await c.var.deps.db.run(c.var.caller, (tx) => updatePage(tx, slug, input));
    if (!page) throw notFound("Página no encontrada.");
    c.var.catalogueCache.pages.clear();
    return c.json({ page } satisfies PageAnswer);
  });
