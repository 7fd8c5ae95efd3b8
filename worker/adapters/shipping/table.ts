import { interiorShipping, type ShippingSettings } from "../../../domain/shipping.ts";
import type { Shipping } from "./port.ts";

/** The embedded Shipping adapter: the owner's table (domain/shipping.ts); it books no parcels. */
export function tableShipping(settings: Pick<ShippingSettings, "cost" | "table">): Shipping {
  return {
    quote: async ({ department, lines }) => interiorShipping(settings, department, lines),
    label: async () => null,
  };
}
