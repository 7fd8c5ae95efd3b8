import { addBusinessDays, type ClosedDays, montevideoDate } from "./dates.ts";
import { type CfeDocument, type CfeLine, totalsOf } from "./invoices.ts";

// The right of withdrawal ('derecho de arrepentimiento', Ley 17.250 art. 16; exclusions art. 16 bis; decision 029):
// who may withdraw, until when, and which lines and quantities a request may name. Pure rules, shared by the Worker
// (the authority) and the order page (what it offers).

/** Business days after the hand-over (pickup or delivery) the consumer has to withdraw (Ley 17.250 art. 16). */
export const WITHDRAWAL_BUSINESS_DAYS = 5;

export const WITHDRAWAL_STATUSES = ["requested", "accepted", "declined", "received"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const WITHDRAWAL_STATUS_LABELS: Readonly<Record<WithdrawalStatus, string>> = {
  requested: "Solicitado",
  accepted: "Aceptado",
  declined: "Rechazado",
  received: "Devolución recibida",
};

/**
 * The last day (ISO, Montevideo) a withdrawal may be asked for: the 5th business day after the day of the hand-over,
 * on the shop's calendar (weekends and the days it closes). The right ends when that day ends in Montevideo.
 */
export function withdrawalDeadline(handedOverAt: Date, closed: ClosedDays): string {
  return addBusinessDays(montevideoDate(handedOverAt), WITHDRAWAL_BUSINESS_DAYS, closed);
}

export type WithdrawalWindow =
  /** With a RUT: a business purchase, not a consumer one (Ley 17.250 art. 2). */
  | { kind: "business" }
  /** Not (or no longer) a sale: pending, waiting for a payment, rejected or annulled. */
  | { kind: "not_sold" }
  /** Open: until the end of `until` (null: not handed over yet, any time). */
  | { kind: "open"; until: string | null }
  | { kind: "ended"; until: string };

export function withdrawalWindow(input: {
  rut: string | null;
  status: string;
  handedOverAt: Date | null;
  now: Date;
  closed: ClosedDays;
}): WithdrawalWindow {
  if (input.rut) return { kind: "business" };
  if (input.status !== "approved") return { kind: "not_sold" };
  if (!input.handedOverAt) return { kind: "open", until: null };
  const until = withdrawalDeadline(input.handedOverAt, input.closed);
  return montevideoDate(input.now) <= until ? { kind: "open", until } : { kind: "ended", until };
}

/** A line of the order as a request sees it: what was bought, what other requests already hold, and its exclusion. */
export interface WithdrawableLine {
  itemId: number;
  name: string;
  quantity: number;
  /** Units already named by a request that was not declined. */
  requested: number;
  /** The product is marked 'Sin derecho de arrepentimiento': its reason, else null. */
  excludedReason: string | null;
}

export interface WantedLine {
  itemId: number;
  quantity: number;
}

export const WITHDRAWAL_MESSAGES = {
  business:
    "Este pedido se hizo con RUT, como compra de empresa: el derecho de arrepentimiento es de los consumidores (Ley 17.250).",
  notSold: "Este pedido no es una compra confirmada: no hay nada de qué arrepentirse.",
  ended: (until: string) =>
    `El plazo para arrepentirse de esta compra terminó el ${until.slice(8, 10)}/${until.slice(5, 7)}/${until.slice(0, 4)}.`,
  noLines: "Indique al menos un producto y su cantidad.",
  unknownLine: "Uno de los productos indicados no es de este pedido.",
  repeated: "Indique cada producto una sola vez.",
  excluded: (name: string, reason: string) => `${name} no tiene derecho de arrepentimiento: ${reason}`,
  tooMany: (name: string, left: number) =>
    left === 0
      ? `Ya pidió arrepentirse de todas las unidades de ${name}.`
      : `De ${name} puede devolver como máximo ${left} ${left === 1 ? "unidad" : "unidades"}.`,
} as const;

/** Whether the request names lines of the order, once each, within what was bought and not yet requested. */
export function checkWithdrawalLines(
  lines: readonly WithdrawableLine[],
  wanted: readonly WantedLine[],
): { ok: true } | { ok: false; code: string; message: string } {
  if (!wanted.length || wanted.every((w) => w.quantity <= 0)) {
    return { ok: false, code: "no_lines", message: WITHDRAWAL_MESSAGES.noLines };
  }
  const seen = new Set<number>();
  for (const w of wanted) {
    if (seen.has(w.itemId)) return { ok: false, code: "repeated_line", message: WITHDRAWAL_MESSAGES.repeated };
    seen.add(w.itemId);
    const line = lines.find((l) => l.itemId === w.itemId);
    if (!line) return { ok: false, code: "unknown_line", message: WITHDRAWAL_MESSAGES.unknownLine };
    if (line.excludedReason !== null) {
      return { ok: false, code: "excluded", message: WITHDRAWAL_MESSAGES.excluded(line.name, line.excludedReason) };
    }
    const left = line.quantity - line.requested;
    if (!Number.isInteger(w.quantity) || w.quantity < 1 || w.quantity > left) {
      return {
        ok: false,
        code: left === 0 ? "already_requested" : "too_many",
        message: WITHDRAWAL_MESSAGES.tooMany(line.name, Math.max(0, left)),
      };
    }
  }
  return { ok: true };
}

/** A returned line: its position among the order's lines (the CFE's lines follow them) and how many came back. */
export interface ReturnedLine {
  index: number;
  quantity: number;
}

/**
 * The credit note's document for the returned lines (decision 029): each returned line at the CFE's unit price, with
 * its share of the CFE line's discount for the units that came back; the delivery line only when the whole order
 * comes back. Totals recomputed; the issuer and receiver are the CFE's.
 */
export function returnCreditDocument(
  cfe: CfeDocument,
  itemCount: number,
  returned: readonly ReturnedLine[],
): CfeDocument {
  const whole =
    returned.length === itemCount &&
    returned.every((r) => cfe.lines[r.index] !== undefined && r.quantity === cfe.lines[r.index]!.quantity);
  if (whole) return cfe;
  const lines: CfeLine[] = [];
  for (const r of [...returned].sort((a, b) => a.index - b.index)) {
    const line = cfe.lines[r.index];
    if (!line || r.index >= itemCount || r.quantity < 1 || r.quantity > line.quantity) {
      throw new RangeError(`Line ${r.index} cannot return ${r.quantity}`);
    }
    const discount = Math.round((line.discount * r.quantity) / line.quantity);
    lines.push({ ...line, quantity: r.quantity, discount, amount: line.unitPrice * r.quantity - discount });
  }
  return { ...cfe, lines, totals: totalsOf(lines) };
}
