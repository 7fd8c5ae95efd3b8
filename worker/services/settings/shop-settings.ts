import type { Context } from "hono";
import type { Seller } from "../../../domain/api/content.ts";
import type { ShopSettings } from "../../../domain/schemas/settings.ts";
import { anonymous, serviceRole } from "../../db/database.ts";
import { readSellerIssuer } from "../../db/invoice-settings.ts";
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

/**
 * Who sells (issue 40; Decreto 167/021): the CFE issuer of Ajustes > Facturación (admins only by RLS, so read with
 * the service role; nothing secret in it) with the shop's telephone and e-mail of Ajustes > Tienda (the settings).
 * Null until Facturación has a legal name and RUT; cached like the settings, cleared when either is saved. A failed
 * read is null: a page still goes out.
 */
export async function loadSeller(c: Context<AppEnv>): Promise<Seller | null> {
  try {
    return await c.var.catalogueCache.seller.get(
      "seller",
      async () => {
        const [issuer, { contact }] = await Promise.all([
          c.var.deps.db.run(serviceRole, readSellerIssuer),
          loadShopSettings(c),
        ]);
        return issuer && { ...issuer, phone: contact.phone, email: contact.email };
      },
      c.var.defer,
    );
  } catch {
    return null;
  }
}
