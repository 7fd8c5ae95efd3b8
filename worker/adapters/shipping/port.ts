import type { CarrierId, InteriorShipping, ShippingMode } from "../../../domain/shipping.ts";

/**
 * The Shipping port (issue 45 part 2, decision 035): what the shop asks of a carrier. Today only the table adapter
 * (table.ts) stands behind it, pricing from the owner's table in Ajustes > Envíos; a carrier's own web service
 * (DAC's and UES's per-account services, Correo Uruguayo's SOAP service) would be one more adapter with the same
 * shape, chosen per carrier. No carrier publishes an open API, so none is written yet.
 */
export interface ShippingQuoteRequest {
  readonly carrier: CarrierId | null;
  readonly mode: ShippingMode | null;
  /** An interior department (never Montevideo). */
  readonly department: string;
  /** Each line's shipping weight (grams per unit, null when unknown) and quantity. */
  readonly lines: readonly { shippingGrams: number | null; quantity: number }[];
}

/** A parcel handed to the carrier: what a label needs. */
export interface ShippingLabelRequest {
  readonly orderId: number;
  readonly carrier: CarrierId;
  readonly mode: ShippingMode;
  readonly receiver: { name: string; phone: string; department: string; address: string | null; agency: string | null };
  readonly grams: number | null;
}

export interface ShippingLabel {
  readonly trackingNumber: string;
  /** A PDF to print, when the carrier gives one. */
  readonly labelPdf: Uint8Array | null;
}

export interface Shipping {
  /** What the shop charges for this parcel (whole pesos), or that the receiver pays on arrival. */
  quote(request: ShippingQuoteRequest): Promise<InteriorShipping>;
  /** Books the parcel with the carrier; null when this adapter cannot (the owner books it by hand, as today). */
  label(request: ShippingLabelRequest): Promise<ShippingLabel | null>;
}
