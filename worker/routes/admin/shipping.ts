import { Hono } from "hono";
import { shippingSettingsSchema } from "../../../domain/schemas/shipping.ts";
import type { ShippingSettings } from "../../../domain/shipping.ts";
import { readShippingSettings, updateShippingSettings } from "../../db/shipping.ts";
import type { AppEnv } from "../../env.ts";
import { ApiError } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";

/** /api/admin/shipping: Ajustes > Envíos, the carriers and the interior's cost (issue 45 part 2). */
export const adminShippingRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ shipping: await c.var.deps.db.run(c.var.caller, readShippingSettings) }))
  /** PUT /api/admin/shipping: the carriers, who pays and the table, all at once. */
  .put("/", zv("json", shippingSettingsSchema), async (c) => {
    const input = c.req.valid("json") as ShippingSettings;
    const shipping = await c.var.deps.db.run(c.var.caller, async (tx) =>
      (await updateShippingSettings(tx, input)) ? readShippingSettings(tx) : null,
    );
    if (!shipping) throw new ApiError(500, "settings_missing", "No se pudo guardar la configuración.");
    return c.json({ shipping });
  });
