import { isMontevideo } from "../../../domain/departments.ts";
import {
  type CarrierId,
  carrierAllows,
  carrierName,
  departmentServed,
  type OrderShipping,
  type ShippingMode,
  type ShippingSettings,
  trackingUrl,
} from "../../../domain/shipping.ts";
import { foldText } from "../../../domain/text.ts";
import { tableShipping } from "../../adapters/shipping/table.ts";
import type { Tx } from "../../db/database.ts";
import type { Shipment } from "../../db/order-moves.ts";
import { readShippingSettings } from "../../db/shipping.ts";
import { ApiError } from "../../http/errors.ts";

const refuse = (code: string, message: string, path: string) => new ApiError(400, code, message, [{ path, message }]);

/**
 * The interior's shipping for an order (issue 45 part 2): the carrier among the enabled ones, where it goes (agency
 * or address, as the carrier allows), and what the shop charges (the Shipping port's table adapter: DESIGN.md 9 step
 * 3). Null for pickup and Montevideo. Refuses a carrier, mode or department the owner has not enabled.
 */
export async function interiorShippingFor(
  settings: ShippingSettings,
  request: {
    deliveryMethod: string;
    town?: string | undefined;
    shippingCarrier?: CarrierId | undefined;
    shippingMode?: ShippingMode | undefined;
    agency?: string | undefined;
  },
  lines: readonly { shippingGrams: number | null; quantity: number }[],
): Promise<OrderShipping | null> {
  const town = request.town ?? "";
  if (request.deliveryMethod !== "delivery" || !town || isMontevideo(town)) return null;
  if (!departmentServed(settings, town)) {
    throw refuse("department_not_enabled", `Por ahora no hacemos envíos a ${town}.`, "town");
  }
  let carrier = null;
  if (settings.carriers.length > 0 || request.shippingCarrier) {
    if (!request.shippingCarrier) throw refuse("carrier_required", "Elija la empresa de envío.", "shippingCarrier");
    carrier = settings.carriers.find((c) => c.id === request.shippingCarrier) ?? null;
    if (!carrier) {
      throw refuse("carrier_not_enabled", "La empresa de envío elegida no está disponible.", "shippingCarrier");
    }
  }
  const mode: ShippingMode = request.shippingMode ?? (carrier?.modes === "address" ? "address" : "agency");
  if (carrier && !carrierAllows(carrier, mode)) {
    const where = mode === "agency" ? "a una agencia" : "a domicilio";
    throw refuse("carrier_mode", `${carrierName(carrier)} no entrega ${where}.`, "shippingMode");
  }
  const agency = mode === "agency" ? request.agency?.trim() || null : null;
  if (carrier && mode === "agency" && !agency) {
    throw refuse("agency_required", "Escriba la agencia donde retirará el paquete (nombre y localidad).", "agency");
  }
  const cost = await tableShipping(settings).quote({
    carrier: carrier?.id ?? null,
    mode,
    department: town,
    lines,
  });
  return { ...cost, carrier: carrier?.id ?? null, carrierName: carrier ? carrierName(carrier) : null, mode, agency };
}

/**
 * 'Enviado' with a tracking number and no link (issue 45): the link from the carrier's pattern in Ajustes > Envíos,
 * the carrier matched by its name (accents and case aside). A link the owner typed is kept as it is.
 */
export async function withTrackingUrl(tx: Tx, shipment: Shipment): Promise<Shipment> {
  if (shipment.trackingUrl || !shipment.trackingNumber) return shipment;
  const { carriers } = await readShippingSettings(tx);
  const named = foldText(shipment.carrier.trim());
  const carrier = carriers.find((c) => foldText(carrierName(c)) === named);
  const url = carrier ? trackingUrl(carrier.trackingPattern, shipment.trackingNumber) : null;
  return url ? { ...shipment, trackingUrl: url } : shipment;
}
