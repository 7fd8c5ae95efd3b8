import type { Context } from "hono";
import type { ShopSettings } from "../../../domain/schemas/settings.ts";
import { anonymous } from "../../db/database.ts";
import { readShopSettings } from "../../db/settings.ts";
import type { AppEnv } from "../../env.ts";

/**
 * The shop settings as the storefront reads them: through the isolate's catalogue cache (cleared when an admin
 * saves them; other isolates catch up within its stale time). Mails do not use this: they read the row in the
 * transaction that writes them (readShopSettings), so a mail carries the values of the moment of the order.
 */
export function loadShopSettings(c: Context<AppEnv>): Promise<ShopSettings> {
  return c.var.catalogueCache.settings.get(
    "settings",
    () => c.var.deps.db.run(anonymous, readShopSettings),
    c.var.defer,
  );
}
