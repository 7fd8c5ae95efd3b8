import { Hono } from "hono";
import { shopSettingsPatchSchema, shopSettingsSchema } from "../../../domain/schemas/settings.ts";
import { readShopSettings, updateShopSettings } from "../../db/settings.ts";
import type { AppEnv } from "../../env.ts";
import { ApiError } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";

/** /api/admin/settings: the shop settings row (bank accounts, company video, social profile, the shop's rules). */
export const adminSettingsRoutes = new Hono<AppEnv>()
  /** GET /api/admin/settings: the current values. */
  .get("/", async (c) => {
    const settings = await c.var.deps.db.run(c.var.caller, readShopSettings);
    return c.json({ settings });
  })
  /** PUT /api/admin/settings: every value at once; the storefront sees them as soon as the cache is cleared. */
  .put("/", zv("json", shopSettingsSchema), async (c) => {
    const input = c.req.valid("json");
    const settings = await c.var.deps.db.run(c.var.caller, async (tx) =>
      (await updateShopSettings(tx, input)) ? readShopSettings(tx) : null,
    );
    if (!settings) throw new ApiError(500, "settings_missing", "No se pudo guardar la configuración.");
    c.var.catalogueCache.clear();
    return c.json({ settings });
  })
  /**
   * PATCH /api/admin/settings: one section of Ajustes (issue 41): the parts sent, checked as in PUT; the others are
   * kept as the database has them, so a section saved alone never writes back another one read earlier.
   */
  .patch("/", zv("json", shopSettingsPatchSchema), async (c) => {
    const patch = c.req.valid("json");
    const settings = await c.var.deps.db.run(c.var.caller, async (tx) => {
      const current = await readShopSettings(tx);
      const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      return (await updateShopSettings(tx, { ...current, ...defined })) ? readShopSettings(tx) : null;
    });
    if (!settings) throw new ApiError(500, "settings_missing", "No se pudo guardar la configuración.");
    c.var.catalogueCache.clear();
    return c.json({ settings });
  });
