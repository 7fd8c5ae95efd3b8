import { DEFAULT_SHIPPING, type ShippingSettings } from "../../domain/shipping.ts";
import type { Tx } from "./database.ts";

/** Ajustes > Envíos (shop_settings.shipping); the defaults while the owner has not saved the table. */
export async function readShippingSettings(tx: Tx): Promise<ShippingSettings> {
  const [row] = await tx<{ shipping: ShippingSettings }[]>`select shipping from shop_settings where id`;
  const saved = row?.shipping;
  if (!saved) return DEFAULT_SHIPPING;
  return { ...saved, table: saved.table.rows?.length ? saved.table : DEFAULT_SHIPPING.table };
}

/** Writes Ajustes > Envíos (already validated); false when the row is not there or RLS hid it. */
export async function updateShippingSettings(tx: Tx, shipping: ShippingSettings): Promise<boolean> {
  const rows = await tx`
    update shop_settings set shipping = ${tx.json(shipping as never)}, updated_at = now() where id returning id`;
  return rows.length > 0;
}
