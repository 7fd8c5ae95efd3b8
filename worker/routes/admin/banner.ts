import { Hono } from "hono";
import { bannerInput } from "../../../domain/schemas/banner.ts";
import { deleteBanner, readBanner, replaceBanner } from "../../db/content.ts";
import type { AppEnv } from "../../env.ts";
import { notFound } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";
import { eraseImages } from "../../services/images.ts";

/**
 * /api/admin/banner: the one banner of the home page (SPEC sections 3 and 4). PUT replaces it (the old one
 * removed in the same transaction), DELETE removes it; a replaced or removed uploaded image is erased after
 * the commit.
 */
export const adminBannerRoutes = new Hono<AppEnv>()
  /** GET /api/admin/banner: the banner or null. */
  .get("/", async (c) => {
    const banner = await c.var.deps.db.run(c.var.caller, readBanner);
    return c.json({ banner });
  })
  /** PUT /api/admin/banner {title, subtitle?, comment?, image?, link?}: the new banner. */
  .put("/", zv("json", bannerInput), async (c) => {
    const input = c.req.valid("json");
    const { deps } = c.var;
    const { banner, oldImages } = await deps.db.run(c.var.caller, (tx) => replaceBanner(tx, input));
    if (oldImages.length > 0) c.var.defer(eraseImages(deps, oldImages));
    return c.json({ banner }, 201);
  })
  /** DELETE /api/admin/banner: 404 when there is none. */
  .delete("/", async (c) => {
    const { deps } = c.var;
    const { deleted, images } = await deps.db.run(c.var.caller, deleteBanner);
    if (!deleted) throw notFound("No hay banner.");
    if (images.length > 0) c.var.defer(eraseImages(deps, images));
    return c.json({ banner: null });
  });
