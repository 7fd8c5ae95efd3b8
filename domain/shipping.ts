import { DEPARTMENT_NAMES, type DepartmentName } from "./departments.ts";

// Interior shipping by carrier (issue 45 part 2, DESIGN.md 15, decision 035): the carriers the owner enables in
// Ajustes > Envíos, where each one delivers (an agency, an address or both), its tracking page, and what the shop
// charges for a parcel to a department other than Montevideo: nothing ('paga el destinatario', the default) or the
// owner's table, departments × weight bands, in whole pesos. Pure rules: the Worker prices orders with them and the
// checkout previews the same figure.

export const CARRIER_IDS = ["dac", "ues", "correo", "mirtrans", "otra"] as const;
export type CarrierId = (typeof CARRIER_IDS)[number];

/** The fixed names ('otra' takes the owner's). */
export const CARRIER_NAMES: Readonly<Record<Exclude<CarrierId, "otra">, string>> = {
  dac: "DAC",
  ues: "UES",
  correo: "Correo Uruguayo",
  mirtrans: "Mirtrans",
};

export const CARRIER_MODES = ["agency", "address", "both"] as const;
export type CarrierModes = (typeof CARRIER_MODES)[number];
/** Where one parcel goes: the carrier's agency (collected there) or the receiver's address. */
export type ShippingMode = "agency" | "address";

export const CARRIER_MODE_LABELS: Readonly<Record<CarrierModes, string>> = {
  agency: "A agencia",
  address: "A domicilio",
  both: "A agencia o a domicilio",
};

/** The placeholder for the tracking number in a carrier's tracking URL pattern. */
export const TRACKING_PLACEHOLDER = "{numero}";

export interface Carrier {
  readonly id: CarrierId;
  /** Only for 'otra': the carrier's name. */
  readonly name: string;
  readonly modes: CarrierModes;
  /** 'https://…?guia={numero}', or '' when the carrier has no tracking page. */
  readonly trackingPattern: string;
}

/** The interior table: upper weights of the bands (grams, ascending) and, per department, a price per band. */
export interface ShippingTable {
  readonly bands: readonly number[];
  /** The 18 departments other than Montevideo. */
  readonly rows: readonly ShippingRow[];
}

export interface ShippingRow {
  readonly department: DepartmentName;
  /** Whole pesos, one per band, never decreasing. */
  readonly prices: readonly number[];
  /** Whole pesos for a weight above the last band (the department's default). */
  readonly fallback: number;
  /** False: the shop does not send to this department under the table (refused at checkout). */
  readonly served: boolean;
}

export interface ShippingSettings {
  readonly carriers: readonly Carrier[];
  /** 'receiver': the receiver pays the carrier on arrival (the default); 'table': the shop charges the table. */
  readonly cost: "receiver" | "table";
  readonly table: ShippingTable;
}

export const INTERIOR_DEPARTMENTS = DEPARTMENT_NAMES.filter((name) => name !== "Montevideo");

export const DEFAULT_BANDS: readonly number[] = [1000, 5000, 10000, 20000];

export const DEFAULT_SHIPPING: ShippingSettings = {
  carriers: [],
  cost: "receiver",
  table: {
    bands: DEFAULT_BANDS,
    rows: INTERIOR_DEPARTMENTS.map((department) => ({
      department,
      prices: DEFAULT_BANDS.map(() => 0),
      fallback: 0,
      served: true,
    })),
  },
};

export function carrierName(carrier: Pick<Carrier, "id" | "name">): string {
  return carrier.id === "otra" ? carrier.name : CARRIER_NAMES[carrier.id];
}

export function carrierAllows(carrier: Pick<Carrier, "modes">, mode: ShippingMode): boolean {
  return carrier.modes === "both" || carrier.modes === mode;
}

/**
 * The price in the table for a known weight: the first band that holds it, else the department's default; null for
 * a department the table does not serve.
 */
export function tablePrice(table: ShippingTable, department: string, grams: number): number | null {
  const row = table.rows.find((r) => r.department === department);
  if (!row?.served) return null;
  const band = table.bands.findIndex((upTo) => grams <= upTo);
  return band === -1 ? row.fallback : (row.prices[band] ?? row.fallback);
}

/** A size's weight for shipping: its own, or null when the owner left it blank. */
export interface WeighedLine {
  readonly shippingGrams: number | null;
  readonly quantity: number;
}

/** The cart's weight in grams, or null when any size has no weight. */
export function cartGrams(lines: readonly WeighedLine[]): number | null {
  let total = 0;
  for (const line of lines) {
    if (line.shippingGrams === null) return null;
    total += line.shippingGrams * line.quantity;
  }
  return total;
}

export interface InteriorShipping {
  /** Whole pesos the shop charges (0 when the receiver pays). */
  readonly fee: number;
  readonly paidByReceiver: boolean;
  /** The weight priced, when the table priced it. */
  readonly grams: number | null;
  /** For the owner only (never the shopper): why the table could not price this cart. */
  readonly notice: string | null;
}

/** What an interior order chose and was charged for its shipping (orders.shipping). */
export interface OrderShipping extends InteriorShipping {
  readonly carrier: CarrierId | null;
  readonly carrierName: string | null;
  readonly mode: ShippingMode;
  /** The agency the parcel is collected at, as the shopper wrote it (name and town). */
  readonly agency: string | null;
}

export const NO_WEIGHT_NOTICE =
  "Algún tamaño del pedido no tiene peso de envío: se cobró como «paga el destinatario». Complete los pesos en Productos.";

/** Whether the shop sends to this interior department (every one unless the table leaves it out). */
export function departmentServed(settings: Pick<ShippingSettings, "cost" | "table">, department: string): boolean {
  if (settings.cost !== "table") return true;
  return settings.table.rows.some((r) => r.department === department && r.served);
}

/**
 * What the shop charges to send a cart to an interior department (DESIGN.md 9 step 3): nothing when the receiver
 * pays; else the table's price for the cart's weight. A size without a weight cannot be priced: the receiver pays,
 * and the owner is told (NO_WEIGHT_NOTICE), never the shopper. A department the table does not serve is the
 * caller's refusal (departmentServed); here it falls back to the receiver.
 */
export function interiorShipping(
  settings: Pick<ShippingSettings, "cost" | "table">,
  department: string,
  lines: readonly WeighedLine[],
): InteriorShipping {
  const receiver = { fee: 0, paidByReceiver: true, grams: null, notice: null };
  if (settings.cost !== "table") return receiver;
  const grams = cartGrams(lines);
  if (grams === null) return { ...receiver, notice: NO_WEIGHT_NOTICE };
  const fee = tablePrice(settings.table, department, grams);
  return fee === null ? receiver : { fee, paidByReceiver: false, grams, notice: null };
}

/** The carrier's tracking page for a number, from its pattern; null without a pattern or a number. */
export function trackingUrl(pattern: string, trackingNumber: string | null): string | null {
  const number = trackingNumber?.trim();
  if (!pattern || !number) return null;
  return pattern.replace(TRACKING_PLACEHOLDER, encodeURIComponent(number));
}

/** A size's weight prefilled from its size: grs are grams, cc and ml weigh a gram each (density 1, decision 035). */
export function gramsFromSize(size: number, unit: string): number | null {
  if (!["grs", "cc", "ml"].includes(unit) || !Number.isFinite(size) || size <= 0) return null;
  return Math.max(1, Math.round(size));
}
