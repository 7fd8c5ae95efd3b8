import type { ShopSettings } from "../../domain/schemas/settings.ts";
import { DEFAULT_SHOP_SETTINGS } from "../../domain/shop-settings-defaults.ts";
import type { Tx } from "./database.ts";

/**
 * The shop settings row with the shop's rules and contact (the migration seeds it; the defaults stand in if it were
 * ever missing).
 */
export async function readShopSettings(tx: Tx): Promise<ShopSettings> {
  const [row] = await tx<ShopSettings[]>`
    select bank_accounts as "bankAccounts", video_url as "videoUrl", social_url as "socialUrl",
           social_handle as "socialHandle",
           json_build_object('address', contact_address, 'phone', contact_phone, 'fax', contact_fax,
                             'email', contact_email) as contact,
           rules, reminders
      from shop_settings where id`;
  return row ?? DEFAULT_SHOP_SETTINGS;
}

/** Writes the settings (already validated); false when the row is not there or RLS hid it. */
export async function updateShopSettings(tx: Tx, settings: ShopSettings): Promise<boolean> {
  const rows = await tx`
    update shop_settings
       set bank_accounts = ${tx.json(settings.bankAccounts as never)}, video_url = ${settings.videoUrl},
           social_url = ${settings.socialUrl}, social_handle = ${settings.socialHandle},
           contact_address = ${settings.contact.address}, contact_phone = ${settings.contact.phone},
           contact_fax = ${settings.contact.fax}, contact_email = ${settings.contact.email},
           rules = ${tx.json(settings.rules as never)},
           reminders = ${tx.json(settings.reminders as never)}, updated_at = now()
     where id
    returning id`;
  return rows.length > 0;
}
