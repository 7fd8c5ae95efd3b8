import { formatDate } from "./dates.ts";

// Lots of a product and the lots an order line leaves with (issue 42 part 3; decision 033, 'Lots and
// traceability'). A lot is good through its expiry day (Montevideo's calendar); the one proposed first is the
// one that expires first (FEFO: first expired, first out). Pure: the order service and the desk's form use them.

/** A lot as the move form and the order service weigh it. */
export interface LotOption {
  id: number;
  number: string;
  /** 'YYYY-MM-DD': the last day it may be sold. */
  expiresOn: string;
  /** Units received not yet recorded on other orders' lines; null when the owner did not say how many came. */
  available: number | null;
}

export interface LotShare {
  lotId: number;
  quantity: number;
}

/** Lots ending within this many days show on the dashboard. */
export const EXPIRY_WARNING_DAYS = 60;
/** Lots one order line may be split over (the form offers a second and a third). */
export const MAX_LOTS_PER_LINE = 3;

/** Whether a lot expiring on `expiresOn` is past its expiry on `today` (both 'YYYY-MM-DD'). */
export function isExpired(expiresOn: string, today: string): boolean {
  return expiresOn < today;
}

/** 'El lote L2026-01 venció el 30/11/2026.' */
export function expiredLotMessage(lot: { number: string; expiresOn: string }): string {
  return `El lote ${lot.number} venció el ${formatDate(lot.expiresOn)}.`;
}

/** 'No hay un lote vigente de Aceite X: agregue uno en Productos.' */
export function noLotMessage(name: string): string {
  return `No hay un lote vigente de ${name}: agregue uno en la ficha del producto (Lotes).`;
}

/**
 * The lots proposed for a line of `quantity` units: the lots not expired, earliest expiry first (then the
 * oldest), each taking what it still has when its quantity received is known; what no known quantity covers
 * goes to the first lot whose quantity is unknown, or else to the first proposed (the owner sees it and
 * corrects). Empty when no lot is good today.
 */
export function proposeLots(lots: readonly LotOption[], quantity: number, today: string): LotShare[] {
  const good = lots
    .filter((lot) => !isExpired(lot.expiresOn, today))
    .sort((a, b) => (a.expiresOn < b.expiresOn ? -1 : a.expiresOn > b.expiresOn ? 1 : a.id - b.id));
  if (good.length === 0) return [];
  const shares: LotShare[] = [];
  let left = quantity;
  for (const lot of good) {
    if (left === 0) break;
    const take = lot.available === null ? left : Math.min(left, Math.max(0, lot.available));
    if (take > 0) {
      shares.push({ lotId: lot.id, quantity: take });
      left -= take;
    }
  }
  if (left > 0) {
    const open = good.find((lot) => lot.available === null) ?? good[0]!;
    const share = shares.find((s) => s.lotId === open.id);
    if (share) share.quantity += left;
    else shares.unshift({ lotId: open.id, quantity: left });
  }
  return shares.length > MAX_LOTS_PER_LINE ? mergeTail(shares) : shares;
}

/** At most MAX_LOTS_PER_LINE shares: the rest goes onto the last one kept. */
function mergeTail(shares: LotShare[]): LotShare[] {
  const kept = shares.slice(0, MAX_LOTS_PER_LINE);
  const rest = shares.slice(MAX_LOTS_PER_LINE).reduce((sum, s) => sum + s.quantity, 0);
  kept[kept.length - 1]!.quantity += rest;
  return kept;
}

/**
 * Why the lots chosen for a line cannot be recorded, or null: each lot is one of the product's, none is
 * expired, none is named twice, and their quantities add up to the line's.
 */
export function lineLotsProblem(
  line: { name: string; quantity: number },
  chosen: readonly LotShare[],
  productLots: readonly { id: number; number: string; expiresOn: string }[],
  today: string,
): string | null {
  if (chosen.length === 0) return `Indique el lote de ${line.name}.`;
  if (chosen.length > MAX_LOTS_PER_LINE) return `Máximo ${MAX_LOTS_PER_LINE} lotes por producto.`;
  if (new Set(chosen.map((c) => c.lotId)).size !== chosen.length) return `Un lote de ${line.name} está repetido.`;
  for (const share of chosen) {
    const lot = productLots.find((l) => l.id === share.lotId);
    if (!lot) return `El lote elegido no es de ${line.name}.`;
    if (isExpired(lot.expiresOn, today)) return expiredLotMessage(lot);
  }
  const sum = chosen.reduce((total, c) => total + c.quantity, 0);
  if (sum !== line.quantity) {
    return `Las cantidades de los lotes de ${line.name} suman ${sum}; el pedido lleva ${line.quantity}.`;
  }
  return null;
}

/**
 * How a line's lot is printed (remito, order page): 'Lote L2026-11 · vence 30/11/2027'; on a line split over lots
 * each says how many units came from it: 'Lote L2026-11 (2) · vence 30/11/2027'.
 */
export function lotLabel(lot: { number: string; expiresOn: string; quantity: number }, split: boolean): string {
  return `Lote ${lot.number}${split ? ` (${lot.quantity})` : ""} · vence ${formatDate(lot.expiresOn)}`;
}
